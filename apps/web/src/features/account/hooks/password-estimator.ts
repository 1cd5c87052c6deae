import { passwordStrengthProblem, passwordUserInputs } from '@groupgift/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/*
 * zxcvbn-ts with the same dictionaries as the server (decision 097). Only ever loaded through
 * `import()` from use-password-strength.ts: it is the largest thing the organiser side loads, and the
 * contributor pages must never fetch it.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

export type PasswordOwner = {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
};

/** The server's refusal for this password, worded the same, or null when it is strong enough. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  return passwordStrengthProblem(zxcvbn.check(password, passwordUserInputs(owner)));
}
