import { passwordStrengthProblem, passwordUserInputs } from '@groupgift/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { AppError } from '../../lib/app-error';

let estimator: ZxcvbnFactory | undefined;

// Built on first use (about 100 ms to index the dictionaries), not at import: most tests never ask.
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

type Person = { email?: string | undefined; firstName?: string | undefined; lastName?: string | undefined };

/** The field error for a new password that is too easy to guess (decision 097), or null. */
export function passwordProblem(password: string, person: Person): string | null {
  return passwordStrengthProblem(zxcvbn().check(password, passwordUserInputs(person)));
}

/** Refuses a guessable new password with a 400 whose field error names `password`. */
export function assertStrongPassword(password: string, person: Person): void {
  const problem = passwordProblem(password, person);
  if (problem)
    throw new AppError(400, 'validation_failed', problem, { fieldErrors: { password: [problem] } });
}
