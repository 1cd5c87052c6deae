import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../plugins/config';

// Placeholder: filled in by the organiser work (issue 5).
export const bulkUploadRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
