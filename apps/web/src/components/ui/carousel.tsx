import { Children, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import './carousel.css';

export interface CarouselBreakpoint {
  /** Applies while the viewport is at most this wide (px). The narrowest matching one wins. */
  breakpoint: number;
  slidesToShow: number;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  slidesToShow?: number;
  breakpoints?: readonly CarouselBreakpoint[];
  /** Milliseconds per slide when playing on its own; 0 or absent means no autoplay. */
  autoplayMs?: number;
  arrows?: boolean;
  dots?: boolean;
  /** Wrap from the last slide to the first. Defaults to on when autoplaying. */
  loop?: boolean;
  /** Show the "N of M" counter, announced politely after each slide. */
  showCounter?: boolean;
  /** Length of the slide movement; the counter and onAfterChange follow once it has finished. */
  transitionMs?: number;
  onAfterChange?: (index: number) => void;
  labels?: Partial<CarouselLabels>;
  className?: string;
}

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  slide: string;
  /** "N of M" wording for the counter and each slide's name. */
  counter: (current: number, total: number) => string;
  goTo: (n: number) => string;
}


/** Slides visible at a viewport width: the narrowest breakpoint that still covers it, else the base. */
export function slidesForWidth(
  width: number,
  base: number,
  breakpoints: readonly CarouselBreakpoint[] = [],
): number {
  const match = [...breakpoints]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((bp) => width <= bp.breakpoint);
  return Math.max(1, match?.slidesToShow ?? base);
}

function subscribeToWidth(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function subscribeToMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia('(prefers-reduced-motion: reduce)');
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const SWIPE_THRESHOLD_PX = 40;

export function Carousel({
  label,
  children,
  slidesToShow = 1,
  breakpoints,
  autoplayMs = 0,
  arrows = true,
  dots = false,
  loop,
  showCounter = false,
  transitionMs = 450,
  onAfterChange,
  labels: labelOverrides,
  className,
}: CarouselProps) {
  const { t } = useTranslation();
  const defaults: CarouselLabels = {
    previous: t('ui.carousel.previous'),
    next: t('ui.carousel.next'),
    pause: t('ui.carousel.pause'),
    play: t('ui.carousel.play'),
    slide: t('ui.carousel.slide'),
    counter: (current, total) => t('ui.carousel.counter', { current, total }),
    goTo: (n) => t('ui.carousel.goTo', { n }),
  };
  const labels = { ...defaults, ...labelOverrides };
  const slides = Children.toArray(children);
  const total = slides.length;
  const viewportWidth = useSyncExternalStore(
    subscribeToWidth,
    () => window.innerWidth,
    () => 1280,
  );
  const reduced = useSyncExternalStore(subscribeToMotion, reducedMotion, () => false);
  const perView = Math.min(slidesForWidth(viewportWidth, slidesToShow, breakpoints), Math.max(total, 1));
  const maxIndex = Math.max(0, total - perView);
  const wraps = loop ?? autoplayMs > 0;

  const [index, setIndex] = useState(0);
  const [settledIndex, setSettledIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const current = Math.min(index, maxIndex);
  const id = useId();
  const swipeStart = useRef<number | null>(null);

  const goTo = useCallback(
    (target: number) => {
      if (total === 0) return;
      let next = target;
      if (next > maxIndex) next = wraps ? 0 : maxIndex;
      if (next < 0) next = wraps ? maxIndex : 0;
      setIndex(next);
    },
    [maxIndex, total, wraps],
  );

  // The counter and the callback follow the end of the movement, as "after each slide" reads.
  useEffect(() => {
    if (current === settledIndex) return;
    const timer = window.setTimeout(
      () => {
        setSettledIndex(current);
        onAfterChange?.(current);
      },
      reduced ? 0 : transitionMs,
    );
    return () => window.clearTimeout(timer);
  }, [current, settledIndex, reduced, transitionMs, onAfterChange]);

  const autoplayOn = autoplayMs > 0 && !reduced && total > perView;
  const playing = autoplayOn && !userPaused && !hovered && !focused;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => goTo(current + 1), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [playing, current, autoplayMs, goTo]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: maxIndex,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = event.clientX;
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX) return;
    goTo(dx < 0 ? current + 1 : current - 1);
  }

  const trackStyle: CSSProperties = {
    transform: `translateX(-${(current * 100) / perView}%)`,
    transitionDuration: reduced ? '0ms' : `${transitionMs}ms`,
  };
  const slideStyle: CSSProperties = { flexBasis: `${100 / perView}%` };
  const atStart = !wraps && current === 0;
  const atEnd = !wraps && current >= maxIndex;

  return (
    <section
      className={['ui-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="ui-carousel__frame">
        {arrows && total > perView ? (
          <button
            type="button"
            className="ui-carousel__arrow ui-carousel__arrow--previous"
            aria-label={labels.previous}
            aria-controls={id}
            aria-disabled={atStart || undefined}
            onClick={() => !atStart && goTo(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        <div
          className="ui-carousel__viewport"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <div
            id={id}
            className="ui-carousel__track"
            style={trackStyle} // The counter announces position when shown; otherwise the slides do, unless moving on their own.
            aria-live={showCounter || playing ? 'off' : 'polite'}
          >
            {slides.map((slide, i) => {
              const visible = i >= current && i < current + perView;
              return (
                <div
                  key={i}
                  className="ui-carousel__slide"
                  style={slideStyle}
                  role="group"
                  aria-roledescription={labels.slide}
                  aria-label={labels.counter(i + 1, total)}
                  aria-hidden={!visible || undefined}
                  inert={!visible}
                  data-visible={visible}
                >
                  {slide}
                </div>
              );
            })}
          </div>
        </div>
        {arrows && total > perView ? (
          <button
            type="button"
            className="ui-carousel__arrow ui-carousel__arrow--next"
            aria-label={labels.next}
            aria-controls={id}
            aria-disabled={atEnd || undefined}
            onClick={() => !atEnd && goTo(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
      {showCounter || dots || autoplayOn ? (
        <div className="ui-carousel__controls">
          {autoplayOn ? (
            <button
              type="button"
              className="ui-carousel__play"
              aria-pressed={userPaused}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              {userPaused ? labels.play : labels.pause}
            </button>
          ) : null}
          {dots ? (
            <div className="ui-carousel__dots">
              {Array.from({ length: maxIndex + 1 }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className="ui-carousel__dot"
                  aria-label={labels.goTo(i + 1)}
                  aria-current={i === current || undefined}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          ) : null}
          {showCounter && total > 0 ? (
            <p className="ui-carousel__counter" aria-live="polite" aria-atomic="true">
              {labels.counter(Math.min(settledIndex, maxIndex) + 1, total)}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
