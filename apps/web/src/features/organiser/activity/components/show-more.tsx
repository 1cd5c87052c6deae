import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Button } from '../../../../components/ui/button';

export interface ShowMoreProps {
  shown: number;
  /** The whole list's size, from the first page's summary; null while unknown. */
  total: number | null;
  hasMore: boolean;
  busy: boolean;
  onMore: () => void;
}

/**
 * The foot of a paged list: how many rows are shown of how many (a polite live region, so the new
 * count is announced), and "Show more" while there are more. The button is never disabled while it
 * loads, so keyboard focus stays on it; when the last page arrives and it goes, focus moves to the
 * count rather than falling to the top of the page.
 */
export function ShowMore({ shown, total, hasMore, busy, onMore }: ShowMoreProps) {
  const { t } = useTranslation();
  const countRef = useRef<HTMLParagraphElement>(null);
  // Once a list had more than one page, its count stays in view after the last one is shown.
  const [paged, setPaged] = useState(hasMore);
  if (hasMore && !paged) setPaged(true);

  useEffect(() => {
    // The button held focus when it went if nothing holds it now.
    if (!hasMore && document.activeElement === document.body) countRef.current?.focus();
  }, [hasMore]);

  if (!paged) return null;
  const whole = Math.max(total ?? shown, shown);
  return (
    <div className="activity-more">
      <p ref={countRef} className="muted small" role="status" tabIndex={-1}>
        {hasMore ? t('activity.paging.shown', { shown, total: whole }) : t('activity.paging.allShown', { total: whole })}
      </p>
      {hasMore ? (
        <Button
          variant="secondary"
          aria-busy={busy || undefined}
          aria-label={t('activity.paging.moreLabel', { shown, total: whole })}
          onClick={() => {
            if (!busy) onMore();
          }}
        >
          {busy ? <span className="ui-button__spinner" aria-hidden="true" /> : null}
          {t('activity.paging.more')}
        </Button>
      ) : null}
    </div>
  );
}
