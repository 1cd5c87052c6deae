import {
  MAGIC_MESSAGE_REPORT_PATH,
  magicMessageReportResponseSchema,
  type MagicMessageReportRequest,
  type MagicMessageReportResponse,
} from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';

/**
 * SPEC §7: 'generate-magic-message-report' uses a separate base path and key, and its errors are
 * never shown to the user (a failure resolves to null). For organiser and support tooling.
 */
export async function generateMagicMessageReport(
  filter: MagicMessageReportRequest = {},
): Promise<MagicMessageReportResponse | null> {
  try {
    return await apiRequest(contractPath(MAGIC_MESSAGE_REPORT_PATH), {
      name: 'generate-magic-message-report',
      method: 'POST',
      body: filter,
      schema: magicMessageReportResponseSchema,
      errorMode: 'silent',
      withApiKey: true,
      apiKey: config.magicWriterApiKey,
      ...(config.magicWriterBaseUrl ? { baseUrl: config.magicWriterBaseUrl } : {}),
    });
  } catch {
    return null;
  }
}
