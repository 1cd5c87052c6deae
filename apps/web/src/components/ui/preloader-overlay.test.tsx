import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreloaderOverlay } from './preloader-overlay';

describe('PreloaderOverlay', () => {
  it('is visible until the hide-overlay control is used', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    render(<PreloaderOverlay message="Getting your card ready" onHide={onHide} />);
    expect(screen.getByRole('status')).toHaveTextContent('Getting your card ready');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByTestId('preloader-overlay')).not.toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled open flag', () => {
    const { rerender } = render(<PreloaderOverlay open />);
    expect(screen.getByTestId('preloader-overlay')).toBeInTheDocument();
    rerender(<PreloaderOverlay open={false} />);
    expect(screen.queryByTestId('preloader-overlay')).not.toBeInTheDocument();
  });
});
