import {
  ACCOUNT_PATHS,
  errorEnvelopeSchema,
  MESSAGES,
  PROFILE_PICTURE_MAX_BYTES,
  profileResponseSchema,
  updateProfileRequestSchema,
} from '@groupgift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOrganiserById } from '../../db/repositories/organisers-repository';
import { updateOrganiserProfile } from '../../db/repositories/organiser-accounts-repository';
import { AppError } from '../../lib/app-error';
import { requireOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { acceptRawImages, profilePictures, sendStoredPicture, storePicture } from '../../services/uploads/store-picture';
import { PICTURE_UPLOAD_NOTE } from '../../services/uploads/normalise-picture';
import { toProfile } from './profile';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
};
const PICTURE_NAME = /^[a-f0-9-]{36}\.(?:png|jpg|gif|webp)$/;

/** The organiser's own profile: names, market and picture. */
export const profileRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const pictures = profilePictures(app);
  acceptRawImages(app, PROFILE_PICTURE_MAX_BYTES);

  const loadOwn = async (id: number) => {
    const row = await findOrganiserById(app.db, id);
    if (!row) throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
    return row;
  };

  app.get(
    ACCOUNT_PATHS.profile,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['account', 'organiser'],
        summary: "The signed-in organiser's profile",
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => ({ organiser: toProfile(await loadOwn(request.organiser!.id)) }),
  );

  app.put(
    ACCOUNT_PATHS.profile,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['account', 'organiser'],
        summary: 'Change names and market (the email is the username and stays)',
        body: updateProfileRequestSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updateOrganiserProfile(app.db, request.organiser!.id, request.body);
      if (!row) throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
      return { organiser: toProfile(row) };
    },
  );

  app.post(
    ACCOUNT_PATHS.profilePicture,
    {
      preHandler: requireOrganiser,
      bodyLimit: PROFILE_PICTURE_MAX_BYTES,
      schema: {
        tags: ['account', 'organiser'],
        summary: 'Set the profile picture (PNG, JPEG, GIF or WebP up to 2 MB, sent as the raw body)',
        description: PICTURE_UPLOAD_NOTE,
        response: { 200: profileResponseSchema, ...errors, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { name } = await storePicture(request.body, pictures, 'picture');
      const url = ACCOUNT_PATHS.profilePictureFile.replace(':name', name);
      const row = await updateOrganiserProfile(app.db, request.organiser!.id, { pictureUrl: url });
      if (!row) throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
      return { organiser: toProfile(row) };
    },
  );

  app.delete(
    ACCOUNT_PATHS.profilePicture,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['account', 'organiser'],
        summary: 'Remove the profile picture',
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updateOrganiserProfile(app.db, request.organiser!.id, { pictureUrl: null });
      if (!row) throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
      return { organiser: toProfile(row) };
    },
  );

  app.get(
    ACCOUNT_PATHS.profilePictureFile,
    {
      schema: {
        tags: ['account'],
        summary: 'A profile picture (names are random, so a picture is only found through its profile)',
        params: z.object({ name: z.string().regex(PICTURE_NAME) }),
      },
    },
    (request, reply) => sendStoredPicture(reply, pictures, request.params.name),
  );
};
