import { describe, expect, it } from 'vitest';
import {
  isTriviallyGuessable,
  PASSWORD_MIN_SCORE,
  passwordStrengthProblem,
  passwordUserInputs,
} from './password-strength';

const weak = 'This password is too easy to guess. Add a few words or use a longer phrase.';
const strength = (score: number, warning: string | null = null) => ({
  score,
  feedback: { warning, suggestions: ['Add more words that are less common.'] },
});

describe('password strength rule', () => {
  it('accepts zxcvbn scores from the minimum (3) and refuses the ones below', () => {
    expect(PASSWORD_MIN_SCORE).toBe(3);
    expect(passwordStrengthProblem(strength(3))).toBeNull();
    expect(passwordStrengthProblem(strength(4))).toBeNull();
    expect(passwordStrengthProblem(strength(2))).toBe(weak);
    expect(passwordStrengthProblem(strength(0))).toBe(weak);
  });

  it("adds the estimator's reason when it gives one", () => {
    expect(passwordStrengthProblem(strength(0, 'This is a heavily used password.'))).toBe(
      `${weak} This is a heavily used password.`,
    );
    expect(passwordStrengthProblem(strength(1, '  '))).toBe(weak);
  });

  it('finds all-whitespace and one-character passwords without a dictionary', () => {
    expect(isTriviallyGuessable('        ')).toBe(true);
    expect(isTriviallyGuessable('zzzzzzzz')).toBe(true);
    expect(isTriviallyGuessable('zzzzzzzy')).toBe(false);
    expect(isTriviallyGuessable(' a b c d ')).toBe(false);
  });

  it("gives the estimator the person's email, its parts and their names", () => {
    expect(
      passwordUserInputs({ email: ' Ada.Lovelace@Example.test ', firstName: 'Ada', lastName: 'Lovelace' }),
    ).toEqual(['ada.lovelace@example.test', 'ada.lovelace', 'ada', 'lovelace', 'example']);
    expect(passwordUserInputs({})).toEqual([]);
  });
});
