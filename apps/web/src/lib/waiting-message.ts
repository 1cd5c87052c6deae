import { persisted } from './storage';

/**
 * The message this browser signed on a sign & chip in that has not been paid yet, by collection guid
 * (decision 102). Not journey state: a retry starts again from the landing page, which clears the
 * journey, and must still edit this message instead of writing a second copy. Its edit token is in
 * the edit-token store, which survives the same clear.
 */
const waitingMessageStore = persisted<Record<string, number>>('waiting-messages', {}, { journey: false });

export function waitingMessageFor(collectionGuid: string): number | null {
  return waitingMessageStore.get()[collectionGuid] ?? null;
}

export function rememberWaitingMessage(collectionGuid: string, messageId: number): void {
  waitingMessageStore.set((all) => ({ ...all, [collectionGuid]: messageId }));
}

export function forgetWaitingMessage(collectionGuid: string): void {
  waitingMessageStore.set((all) => {
    const { [collectionGuid]: _gone, ...rest } = all;
    return rest;
  });
}
