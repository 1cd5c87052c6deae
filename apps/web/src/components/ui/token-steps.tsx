import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import './token-steps.css';

export type TokenStepNumber = 1 | 2 | 3;

export interface TokenStep {
  title: string;
  /** The step's body. As a function it gets `next` and draws its own trigger (e.g. after a check). */
  content: ReactNode | ((next: () => void) => ReactNode);
  /** Label of the built-in trigger to the next step (steps one and two). */
  nextLabel?: string;
}

export interface TokenStepsProps {
  steps: readonly [TokenStep, TokenStep, TokenStep];
  /** Controlled step; without it the flow starts at one and keeps its own. */
  step?: TokenStepNumber;
  onStepChange?: (step: TokenStepNumber) => void;
  stepLabel?: (current: number, total: number) => string;
  /** Level of the step titles, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A three-step flow showing one step at a time: the step-two trigger shows step two and hides
 * step one; the step-three trigger shows step three and hides step two (SPEC §2).
 */
export function TokenSteps({
  steps,
  step,
  onStepChange,
  stepLabel = (current, total) => `Step ${current} of ${total}`,
  headingLevel = 2,
  className,
}: TokenStepsProps) {
  const Heading = `h${headingLevel}` as const;
  const [own, setOwn] = useState<TokenStepNumber>(1);
  const current = step ?? own;
  const id = useId();
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  const moved = useRef(false);

  // After a trigger, focus lands on the new step's heading so keyboard and screen-reader users
  // are not left on a button that has just been hidden.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headings.current[current - 1]?.focus();
  }, [current]);

  function goTo(next: TokenStepNumber) {
    moved.current = true;
    if (step === undefined) setOwn(next);
    onStepChange?.(next);
  }

  return (
    <div className={['ui-token-steps', className].filter(Boolean).join(' ')}>
      <ol className="ui-token-steps__progress" aria-hidden="true">
        {steps.map((s, i) => (
          <li
            key={s.title}
            className={i + 1 === current ? 'is-current' : i + 1 < current ? 'is-done' : undefined}
          >
            {i + 1}
          </li>
        ))}
      </ol>
      {steps.map((s, i) => {
        const number = (i + 1) as TokenStepNumber;
        const next = number < 3 ? () => goTo((number + 1) as TokenStepNumber) : () => {};
        return (
          <section
            key={s.title}
            className="ui-token-steps__step"
            hidden={number !== current}
            aria-labelledby={`${id}-step-${number}`}
            data-step={number}
          >
            <p className="ui-token-steps__count">{stepLabel(number, steps.length)}</p>
            <Heading
              id={`${id}-step-${number}`}
              className="ui-token-steps__title"
              tabIndex={-1}
              ref={(node) => {
                headings.current[i] = node;
              }}
            >
              {s.title}
            </Heading>
            <div className="ui-token-steps__body">
              {typeof s.content === 'function' ? s.content(next) : s.content}
            </div>
            {number < 3 && typeof s.content !== 'function' ? (
              <button type="button" className="ui-token-steps__next" onClick={next}>
                {s.nextLabel ?? 'Continue'}
              </button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
