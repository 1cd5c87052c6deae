import './progress-bar.css';

export interface ProgressBarProps {
  /** The step the person is on: 0 before the first step, then 1 … total. */
  current: number;
  total: number;
  label: string;
}

/** The pathway progress bar (SPEC §2): one segment per step, the current one and those before filled. */
export function ProgressBar({ current, total, label }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(current, total));
  return (
    <div className="ui-progress">
      <div
        className="ui-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={clamped}
        aria-valuetext={label}
      >
        {Array.from({ length: total }, (_, index) => (
          <span key={index} className={`ui-progress__step${index < clamped - 1 ? ' is-done' : ''}${index === clamped - 1 ? ' is-current' : ''}`} />
        ))}
      </div>
      <p className="ui-progress__label" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
