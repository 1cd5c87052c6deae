import type { ReactNode, Ref } from 'react';
import type { Market } from '@groupgift/domain';
import { useTranslation } from '../../../lib/i18n';
import type { CreateStep } from '../create-steps';

/**
 * The step's heading (the page's h1, focused on every step change) with where it stands: "Step 2 of
 * 3" is in the heading, so a screen reader says it; the bar below shows the same to the eye.
 */
export function CreateStepHeader({ step, steps, ref }: { step: CreateStep; steps: readonly CreateStep[]; ref?: Ref<HTMLHeadingElement> }) {
  const { t: f } = useTranslation('translation', { keyPrefix: 'organiser.form.steps' });
  const index = Math.max(0, steps.indexOf(step));
  return (
    <header className="create-steps">
      <h1 ref={ref} tabIndex={-1} className="create-steps__heading">
        <span className="create-steps__count">{f('count', { n: index + 1, total: steps.length })}</span>
        <span className="create-steps__title">{f(`titles.${step}`)}</span>
      </h1>
      <ol className="create-steps__bar" aria-hidden="true">
        {steps.map((s, i) => (
          <li key={s} className={i < index ? 'is-done' : i === index ? 'is-current' : undefined}>
            {f(`titles.${s}`)}
          </li>
        ))}
      </ol>
      <p className="create-steps__intro">{f(`intros.${step}`)}</p>
    </header>
  );
}

function closeDateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/**
 * Optional settings folded away while creating, with their defaults named in the summary; on the edit
 * page they are simply there. A field refused inside is unfolded when it is focused (collection-form).
 */
export function FoldedOptions({ folded, label, summary, children }: { folded: boolean; label: string; summary: string; children: ReactNode }) {
  if (!folded) return <>{children}</>;
  return (
    <details className="form-more">
      <summary>
        <span className="form-more__label">{label}</span>
        <span className="form-more__summary">{summary}</span>
      </summary>
      <div className="form-more__body">{children}</div>
    </details>
  );
}

/** The first step's optional details: when it closes and where, by default. */
export function MoreDetails({ folded, closeDate, market, children }: { folded: boolean; closeDate: string; market: Market; children: ReactNode }) {
  const { t: f } = useTranslation('translation', { keyPrefix: 'organiser.form' });
  return (
    <FoldedOptions folded={folded} label={f('steps.more')} summary={f('steps.moreSummary', { date: closeDateText(closeDate), market: f(`markets.${market}`) })}>
      {children}
    </FoldedOptions>
  );
}
