import { useEffect, useState } from 'react';
import type { PasswordOwner } from './password-estimator';

type Estimate = (password: string, owner: PasswordOwner) => string | null;

let loading: Promise<Estimate> | undefined;

/** Fetches the estimator chunk once; a failed fetch is forgotten so the next keystroke tries again. */
function loadEstimator(): Promise<Estimate> {
  loading ??= import('./password-estimator').then(
    (module) => module.passwordProblem,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type PasswordStrengthState = {
  status: 'empty' | 'checking' | 'weak' | 'strong' | 'unavailable';
  problem: string | null;
};

/**
 * Live strength of a new password, by the rule the server applies (decision 097). The dictionaries
 * load on the first character typed, not with the page. If they cannot load, the state says so and
 * the server's answer on submit still decides.
 */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordStrengthState {
  const [state, setState] = useState<PasswordStrengthState>({ status: 'empty', problem: null });
  const { email, firstName, lastName } = owner;

  useEffect(() => {
    if (password === '') {
      setState({ status: 'empty', problem: null });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'empty' ? { status: 'checking', problem: null } : previous));
    loadEstimator().then(
      (estimate) => {
        if (!current) return;
        const problem = estimate(password, { email, firstName, lastName });
        setState({ status: problem ? 'weak' : 'strong', problem });
      },
      () => {
        if (current) setState({ status: 'unavailable', problem: null });
      },
    );
    return () => {
      current = false;
    };
  }, [password, email, firstName, lastName]);

  return state;
}
