import { MONEY_OUT_PATHS, moneyOutPath, type Redeemer } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** PUT who redeems; refused (409) once a redemption exists. The panel loads the balance again after. */
export async function setRedeemer(guid: string, redeemer: Redeemer): Promise<void> {
  await apiRequest(contractPath(moneyOutPath(MONEY_OUT_PATHS.redeemer, { guid })), {
    name: 'setRedeemer',
    method: 'PUT',
    body: { redeemer },
    errorMode: 'caller',
  });
}
