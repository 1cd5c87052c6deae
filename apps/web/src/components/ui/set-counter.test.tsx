import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SetCounter } from './set-counter';

function Counter({ start = 1, max }: { start?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return <SetCounter label="Number of contributions" value={value} onChange={setValue} max={max} />;
}

describe('SetCounter', () => {
  it('changes the number by one with plus and minus', async () => {
    const user = userEvent.setup();
    render(<Counter start={1} />);
    const field = screen.getByLabelText('Number of contributions');
    await user.click(screen.getByRole('button', { name: 'Add one' }));
    await user.click(screen.getByRole('button', { name: 'Add one' }));
    expect(field).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Remove one' }));
    expect(field).toHaveValue('2');
  });

  it('never goes below zero', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<SetCounter label="Count" value={1} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove one' }));
    expect(onChange).toHaveBeenLastCalledWith(0);

    onChange.mockClear();
    rerender(<SetCounter label="Count" value={0} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Remove one' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts typed whole numbers of zero or more and ignores anything else', () => {
    const onChange = vi.fn();
    render(<SetCounter label="Count" value={2} onChange={onChange} />);
    const field = screen.getByLabelText('Count');
    fireEvent.change(field, { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith(5);
    onChange.mockClear();
    fireEvent.change(field, { target: { value: '-1' } });
    fireEvent.change(field, { target: { value: '1.5' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets the field be cleared and retyped, and restores the number when left empty', async () => {
    const user = userEvent.setup();
    render(<Counter start={2} />);
    const field = screen.getByLabelText('Number of contributions');
    await user.clear(field);
    expect(field).toHaveValue('');
    await user.type(field, '12');
    expect(field).toHaveValue('12');
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue('12');
  });

  it('steps with the arrow keys and respects a maximum', async () => {
    const user = userEvent.setup();
    render(<Counter start={2} max={3} />);
    const field = screen.getByLabelText('Number of contributions');
    await user.click(field);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveValue('3');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveValue('2');
  });
});
