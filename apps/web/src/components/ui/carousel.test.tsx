import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, slidesForWidth } from './carousel';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pages = ['Cover', 'From Ana', 'From Ben', 'From Cy'];

function renderCardCarousel() {
  return render(
    <Carousel label="Group card" showCounter transitionMs={400}>
      {pages.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </Carousel>,
  );
}

function visibleSlides() {
  return screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('data-visible') === 'true')
    .map((slide) => slide.textContent);
}

describe('Carousel', () => {
  it('shows "N of M" and updates the counter after each slide has moved', () => {
    renderCardCarousel();
    const counter = screen.getByText('1 of 4');
    expect(counter).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides()).toEqual(['From Ana']);
    expect(counter).toHaveTextContent('1 of 4');
    act(() => vi.advanceTimersByTime(400));
    expect(counter).toHaveTextContent('2 of 4');
  });

  it('moves with the arrow keys and stops at the ends when not looping', () => {
    renderCardCarousel();
    const region = screen.getByRole('region', { name: 'Group card' });
    fireEvent.keyDown(region, { key: 'End' });
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByText('4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByText('3 of 4')).toBeInTheDocument();
  });

  it('hides slides out of view from assistive technology and the tab order', () => {
    renderCardCarousel();
    const hidden = screen
      .getAllByRole('group', { hidden: true })
      .filter((s) => s.getAttribute('data-visible') === 'false');
    expect(hidden).toHaveLength(3);
    hidden.forEach((slide) => {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('inert');
    });
  });

  it('moves on its own, pauses while hovered and wraps round at the end', () => {
    render(
      <Carousel label="Designs" autoplayMs={4000} slidesToShow={2}>
        {['A', 'B', 'C'].map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Carousel>,
    );
    expect(visibleSlides()).toEqual(['A', 'B']);
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlides()).toEqual(['B', 'C']);

    const region = screen.getByRole('region', { name: 'Designs' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12000));
    expect(visibleSlides()).toEqual(['B', 'C']);

    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlides()).toEqual(['A', 'B']);
  });

  it('can be paused with its own button', () => {
    render(
      <Carousel label="Designs" autoplayMs={4000}>
        {['A', 'B'].map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Carousel>,
    );
    const button = screen.getByRole('button', { name: 'Pause slideshow' });
    fireEvent.click(button);
    fireEvent.blur(button);
    act(() => vi.advanceTimersByTime(8000));
    expect(visibleSlides()).toEqual(['A']);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not autoplay when the person prefers reduced motion', () => {
    mockReducedMotion(true);
    render(
      <Carousel label="Designs" autoplayMs={4000}>
        {['A', 'B'].map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Carousel>,
    );
    act(() => vi.advanceTimersByTime(8000));
    expect(visibleSlides()).toEqual(['A']);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });
});

describe('slidesForWidth', () => {
  const breakpoints = [
    { breakpoint: 1200, slidesToShow: 5 },
    { breakpoint: 991, slidesToShow: 6 },
    { breakpoint: 400, slidesToShow: 4 },
  ];

  it('uses the narrowest breakpoint that covers the width, else the base', () => {
    expect(slidesForWidth(1280, 6, breakpoints)).toBe(6);
    expect(slidesForWidth(1200, 6, breakpoints)).toBe(5);
    expect(slidesForWidth(800, 6, breakpoints)).toBe(6);
    expect(slidesForWidth(360, 6, breakpoints)).toBe(4);
  });
});
