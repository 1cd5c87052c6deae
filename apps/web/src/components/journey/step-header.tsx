import { useTranslation } from '../../lib/i18n';
import { ProgressBar } from '../ui/progress-bar';
import { Button } from '../ui/button';
import { useJourney } from '../../lib/journey/use-journey';
import { progressStepCount } from '../../lib/journey/progress';
import './step-page.css';
import { Icon } from '../ui/icon';

/** The progress bar and, once progress is above 0, the back button (SPEC §2). */
export function StepHeader({ step }: { step: string }) {
  const { t } = useTranslation();
  const journey = useJourney();
  const position = journey.progress(step);
  const total = progressStepCount(journey.input);
  // Pages off the current pathway (e.g. the card review after a payment) have no place on the bar.
  if (position === undefined) return null;
  const current = position;
  return (
    <div className="step-header">
      {current > 0 ? (
        <Button variant="ghost" className="step-header__back" onClick={() => journey.goBack(step)}>
          <Icon name="arrow-left" /> {t('buttons.back')}
        </Button>
      ) : null}
      <div className="step-header__progress">
        <ProgressBar current={current} total={total} label={current > 0 ? t('progress.label', { current, total }) : t('progress.start', { total })} />
      </div>
    </div>
  );
}
