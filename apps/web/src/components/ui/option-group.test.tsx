import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OptionGroup } from './option-group';

const options = [
  { value: 'text', label: 'Message only' },
  { value: 'picture', label: 'Message and picture' },
  { value: 'gif', label: 'Message and GIF' },
] as const;

function checked() {
  return screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true');
}

describe('OptionGroup', () => {
  it('has exactly one active button, the first by default', () => {
    render(<OptionGroup label="Card options" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Card options' })).toBeInTheDocument();
    expect(checked()).toHaveLength(1);
    expect(checked()[0]).toHaveTextContent('Message only');
    expect(checked()[0]).toHaveClass('is-active');
  });

  it('moves the active state to the clicked button and reports it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OptionGroup label="Card options" options={options} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Message and picture' }));
    expect(checked()).toHaveLength(1);
    expect(checked()[0]).toHaveTextContent('Message and picture');
    expect(onChange).toHaveBeenCalledWith('picture');
  });

  it('is one tab stop and the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<'text' | 'picture' | 'gif'>('picture');
      return <OptionGroup label="Card options" options={options} value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Message and picture' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Message and GIF' })).toHaveFocus();
    expect(checked()[0]).toHaveTextContent('Message and GIF');
    await user.keyboard('{ArrowRight}');
    expect(checked()[0]).toHaveTextContent('Message only');
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toHaveLength(1);
  });

  it('keeps one active even when given a value it does not know', () => {
    render(<OptionGroup label="Card options" options={options} value={'nope' as 'text'} />);
    expect(checked()).toHaveLength(1);
  });
});
