/**
 * Calls with the same key while one is under way share its answer (or its failure); nothing is kept
 * once it settles, so a call made after that asks afresh. Twenty recipients' downloads arriving at
 * once then cost the database one lookup, not twenty, which on the embedded database's single
 * connection is what keeps a health check waiting (decision 134).
 */
export function singleFlight<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (key) => {
    let answer = pending.get(key);
    if (!answer) {
      answer = load(key).finally(() => pending.delete(key));
      pending.set(key, answer);
    }
    return answer;
  };
}
