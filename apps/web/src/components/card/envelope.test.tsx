import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Envelope } from './envelope';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Envelope', () => {
  it('keeps the card above the envelope, then puts it inside after 2400 ms', () => {
    mockReducedMotion(false);
    const onInside = vi.fn();
    render(
      <Envelope onInside={onInside}>
        <p>The card</p>
      </Envelope>,
    );
    const envelope = screen.getByTestId('envelope');
    expect(screen.getByText('The card')).toBeVisible();
    expect(envelope).toHaveAttribute('data-card-inside', 'false');
    expect(envelope).not.toHaveClass('envelope--card-inside');

    act(() => vi.advanceTimersByTime(2399));
    expect(envelope).toHaveAttribute('data-card-inside', 'false');
    expect(onInside).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(envelope).toHaveAttribute('data-card-inside', 'true');
    expect(envelope).toHaveClass('envelope--card-inside');
    expect(onInside).toHaveBeenCalledTimes(1);
  });

  it('shows the end state at once when the person prefers reduced motion', () => {
    mockReducedMotion(true);
    render(
      <Envelope>
        <p>The card</p>
      </Envelope>,
    );
    const envelope = screen.getByTestId('envelope');
    expect(envelope).toHaveAttribute('data-card-inside', 'true');
    expect(envelope).toHaveClass('envelope--card-inside', 'envelope--still');
  });

  it('works where matchMedia is missing', () => {
    render(
      <Envelope insideDelayMs={100}>
        <p>The card</p>
      </Envelope>,
    );
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('envelope')).toHaveAttribute('data-card-inside', 'true');
  });
});
