import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { appStatus } from '../../lib/app-status';
import { ErrorToast } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ErrorToast', () => {
  it('shows the current error under the title Error and hides it after 3000 ms', () => {
    render(<ErrorToast />);
    act(() => appStatus.showError('Sorry, something went wrong...'));
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Sorry, something went wrong...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Sorry, something went wrong...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Sorry, something went wrong...')).not.toBeInTheDocument();
  });

  it('restarts the timer when the same error is raised again', () => {
    render(<ErrorToast />);
    act(() => appStatus.showError('Again'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => appStatus.showError('Again'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Again')).toBeInTheDocument();
  });
});
