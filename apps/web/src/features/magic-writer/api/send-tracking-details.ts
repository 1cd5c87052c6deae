import { API_PATHS, type MmwTrackingDetailsRequest } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';

/** Fire and forget: usage tracking never gets in the writer's way and never shows an error. */
export function sendTrackingDetails(details: MmwTrackingDetailsRequest): void {
  apiRequest(contractPath(API_PATHS.magicMessageTracking), {
    name: 'magic-message-tracking-details',
    method: 'POST',
    body: details,
    errorMode: 'silent',
    ...(config.magicWriterBaseUrl ? { baseUrl: config.magicWriterBaseUrl } : {}),
  }).catch(() => undefined);
}
