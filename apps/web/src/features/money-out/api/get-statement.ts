import { MONEY_OUT_PATHS, moneyOutPath, statementResponseSchema, type StatementResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';

/** Every movement with its running balance. */
export function getStatement(guid: string, signal?: AbortSignal): Promise<StatementResponse> {
  return apiRequest(contractPath(moneyOutPath(MONEY_OUT_PATHS.statement, { guid })), {
    name: 'getStatement',
    schema: statementResponseSchema,
    errorMode: 'caller',
    signal,
  });
}

/** The CSV's address: a plain link, so the browser downloads it like any file (the session cookie goes along). */
export function statementCsvUrl(guid: string): string {
  return `${config.apiBaseUrl}${contractPath(moneyOutPath(MONEY_OUT_PATHS.statementCsv, { guid }))}`;
}
