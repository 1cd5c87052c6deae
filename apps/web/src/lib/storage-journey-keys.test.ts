import { describe, expect, it } from 'vitest';
import { clearJourneyStorage, persisted } from './storage';

describe('journey keys', () => {
  it('notes each journey key written so that a later boot clears it, and leaves non-journey keys', () => {
    const journey = persisted('test-journey', { n: 0 });
    const sessionJourney = persisted('test-session-journey', 0, { storage: 'session' });
    const kept = persisted('test-kept', 'a', { journey: false });
    journey.set({ n: 1 });
    sessionJourney.set(2);
    kept.set('b');
    expect(JSON.parse(localStorage.getItem('gg:journey-keys') ?? '[]')).toEqual([
      'local:gg:test-journey',
      'session:gg:test-session-journey',
    ]);
    clearJourneyStorage();
    expect(localStorage.getItem('gg:test-journey')).toBeNull();
    expect(sessionStorage.getItem('gg:test-session-journey')).toBeNull();
    expect(localStorage.getItem('gg:test-kept')).toBe('"b"');
    expect(localStorage.getItem('gg:journey-keys')).toBeNull();

    // Written again after a clear, the key is noted again.
    journey.set({ n: 2 });
    expect(JSON.parse(localStorage.getItem('gg:journey-keys') ?? '[]')).toEqual(['local:gg:test-journey']);
  });
});
