import { describe, expect, it } from 'vitest';
import { applyStatus, canTransition, statesBefore } from './payment-state';

describe('payment state transitions', () => {
  it('moves forward through created → requires_action → succeeded → refunded', () => {
    expect(canTransition('created', 'requires_action')).toBe(true);
    expect(canTransition('requires_action', 'succeeded')).toBe(true);
    expect(canTransition('succeeded', 'refunded')).toBe(true);
  });

  it('never lets a late event undo a final state', () => {
    expect(applyStatus('succeeded', 'requires_action')).toBe('succeeded');
    expect(applyStatus('succeeded', 'failed')).toBe('succeeded');
    expect(applyStatus('failed', 'succeeded')).toBe('failed');
    expect(applyStatus('refunded', 'succeeded')).toBe('refunded');
  });

  it('refuses a refund of a payment that never succeeded', () => {
    expect(canTransition('requires_action', 'refunded')).toBe(false);
    expect(canTransition('created', 'refunded')).toBe(false);
  });

  it('treats a repeated status as no change', () => {
    expect(canTransition('pending', 'pending')).toBe(false);
    expect(applyStatus('pending', 'succeeded')).toBe('succeeded');
  });

  it('names the states a settle may move from, for its one-statement compare-and-set', () => {
    expect(statesBefore('succeeded')).toEqual(['created', 'requires_action', 'pending']);
    expect(statesBefore('refunded')).toEqual(['succeeded']);
    expect(statesBefore('created')).toEqual([]);
  });
});
