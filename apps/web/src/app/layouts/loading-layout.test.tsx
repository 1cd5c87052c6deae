import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { LoadingLayout } from './loading-layout';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingLayout', () => {
  it('shows nothing at first, a spinner after 100 ms and the getting-started modal after 1200 ms', () => {
    render(<LoadingLayout />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.getByRole('alertdialog', { name: 'Getting started' })).toBeInTheDocument();
  });
});
