import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TokenSteps } from './token-steps';

const steps = [
  { title: 'Enter your code', content: <p>Code field</p>, nextLabel: 'Check code' },
  { title: 'Confirm your email', content: <p>Email field</p>, nextLabel: 'Confirm' },
  { title: 'All set', content: <p>Done</p> },
] as const;

describe('TokenSteps', () => {
  it('shows one step at a time, starting with step one', () => {
    render(<TokenSteps steps={steps} />);
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Confirm your email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All set' })).not.toBeInTheDocument();
  });

  it('step-two trigger shows two and hides one; step-three trigger shows three and hides two', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    render(<TokenSteps steps={steps} onStepChange={onStepChange} />);

    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Enter your code' })).not.toBeInTheDocument();
    expect(onStepChange).toHaveBeenLastCalledWith(2);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('heading', { name: 'All set' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Confirm your email' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Check code|Confirm/ })).not.toBeInTheDocument();
  });

  it('lets a step draw its own trigger', async () => {
    const user = userEvent.setup();
    render(
      <TokenSteps
        steps={[
          { title: 'One', content: (next) => <button onClick={next}>Verify</button> },
          { title: 'Two', content: <p>Second</p> },
          { title: 'Three', content: <p>Third</p> },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Second')).toBeVisible();
  });
});
