import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardMessages, messageFontSize } from './card-messages';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const coverPage = { title: 'Happy birthday, Priya', description: 'With love from the team', coverType: 2 };
const messages = [
  { id: 11, name: 'Ana', comment: 'Have a wonderful day!', imageURL: 'https://images.example.test/cake.gif' },
  { id: 12, name: '', from: 'Ben', comment: 'Cake is on me.' },
  { id: 13, name: 'Cy', comment: 'Many happy returns.' },
];

describe('CardMessages', () => {
  it('shows the cover and every message with its name, text and picture', () => {
    render(<CardMessages coverPage={coverPage} messages={messages} />);
    const carousel = screen.getByRole('region', { name: 'Group card' });
    expect(within(carousel).getByText('Happy birthday, Priya')).toBeInTheDocument();
    const ana = within(carousel).getByRole('figure', { name: 'Message from Ana', hidden: true });
    expect(within(ana).getByText('Have a wonderful day!')).toBeInTheDocument();
    expect(ana.querySelector('img')).toHaveAttribute('src', 'https://images.example.test/cake.gif');
    expect(
      within(carousel).getByRole('figure', { name: 'Message from Ben', hidden: true }),
    ).toHaveTextContent('Cake is on me.');
  });

  it('counts the pages as "N of M" and moves on after each slide', () => {
    const onAfterChange = vi.fn();
    render(<CardMessages coverPage={coverPage} messages={messages} onAfterChange={onAfterChange} />);
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('2 of 4')).toBeInTheDocument();
    expect(onAfterChange).toHaveBeenLastCalledWith(1);
  });

  it("marks the visitor's own message", () => {
    render(<CardMessages coverPage={coverPage} messages={messages} ownMessageId="13" />);
    const own = screen.getByRole('figure', { name: 'Message from Cy', hidden: true });
    expect(within(own).getByText('Your message')).toBeInTheDocument();
  });

  it('says so when nobody has signed yet', () => {
    render(<CardMessages coverPage={coverPage} messages={[]} labels={{ empty: 'Be the first to sign' }} />);
    expect(screen.getByText('Be the first to sign')).toBeInTheDocument();
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
  });
});

describe('messageFontSize', () => {
  it('gives short messages large writing and long ones smaller, within limits', () => {
    expect(messageFontSize('Congrats!', false)).toBe(40);
    const long = 'x'.repeat(600);
    expect(messageFontSize(long, false)).toBeLessThan(messageFontSize(long.slice(0, 300), false));
    expect(messageFontSize(long, true)).toBeLessThan(messageFontSize(long, false));
    expect(messageFontSize('x'.repeat(100000), true)).toBe(15);
  });
});
