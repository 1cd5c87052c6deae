import { SUPPORT_PATHS, supportAuditResponseSchema, type SupportAuditResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** GET the newest support actions. */
export function getSupportAudit(signal?: AbortSignal): Promise<SupportAuditResponse> {
  return apiRequest(contractPath(SUPPORT_PATHS.audit), { name: 'supportAudit', schema: supportAuditResponseSchema, errorMode: 'caller', signal });
}
