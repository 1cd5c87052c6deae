import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromoCarousel } from './promo-carousel';

const items = Array.from({ length: 9 }, (_, i) => ({
  id: `design-${i + 1}`,
  title: `Design ${i + 1}`,
  coverPage: { title: `Design ${i + 1}`, className: 'birthday-confetti' },
}));

function visibleTitles() {
  return screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('data-visible') === 'true')
    .map((slide) => slide.querySelector('.promo-carousel__caption')?.textContent);
}

function setViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  vi.useFakeTimers();
  setViewport(1280);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PromoCarousel', () => {
  it('card promo shows 6 designs on a wide screen and moves on every 4000 ms', () => {
    render(<PromoCarousel variant="card" items={items} label="Card designs" />);
    expect(visibleTitles()).toEqual(['Design 1', 'Design 2', 'Design 3', 'Design 4', 'Design 5', 'Design 6']);
    act(() => vi.advanceTimersByTime(3999));
    expect(visibleTitles()[0]).toBe('Design 1');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleTitles()[0]).toBe('Design 2');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
  });

  it('card promo follows the SPEC breakpoints', () => {
    render(<PromoCarousel variant="card" items={items} label="Card designs" />);
    const expected: Array<[number, number]> = [
      [1200, 5],
      [991, 6],
      [767, 6],
      [530, 5],
      [400, 4],
    ];
    for (const [width, count] of expected) {
      act(() => setViewport(width));
      expect(visibleTitles()).toHaveLength(count);
    }
  });

  it('group card promo shows 7 and follows its own breakpoints', () => {
    render(<PromoCarousel variant="group-card" items={items} label="Group card designs" />);
    expect(visibleTitles()).toHaveLength(7);
    const expected: Array<[number, number]> = [
      [1200, 6],
      [991, 7],
      [767, 7],
      [530, 6],
      [450, 5],
      [350, 4],
    ];
    for (const [width, count] of expected) {
      act(() => setViewport(width));
      expect(visibleTitles()).toHaveLength(count);
    }
  });

  it('stops moving while a design has keyboard focus', () => {
    render(<PromoCarousel variant="card" items={items} label="Card designs" />);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(8000));
    expect(visibleTitles()[0]).toBe('Design 1');
  });
});
