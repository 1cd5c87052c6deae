import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';
import type { LoadMore } from './use-load-more';
import './load-more-messages.css';

// The end counts as reached from 800 px before it comes into view, so a reader scrolling at an even
// pace never waits, and for as long as it is anywhere above the viewport, so a fling or a jump to the
// page's foot that passes it between two frames still loads the next page.
const REACHED = '1000000px 0px 800px 0px';

export interface LoadMoreMessagesProps {
  more: Pick<LoadMore<unknown>, 'hasMore' | 'loading' | 'failed' | 'loadMore'>;
  /** Load as the reader nears the end (the board); off where the end is always in view (the pages). */
  auto?: boolean;
  /**
   * Whether the reader is at the last message: the pages view says so on its last page only, so
   * "That's every message" is never read under "Page 1 of 2". The board shows every message at once.
   */
  atEnd?: boolean;
}

/**
 * The end of a paged message list (decision 121): loads the next page as the reader nears it
 * (IntersectionObserver) and always shows a "Show more messages" button, the keyboard's and the
 * fallback's way. Its row keeps one height whatever it says, so nothing moves when it changes.
 */
export function LoadMoreMessages({ more, auto = true, atEnd = true }: LoadMoreMessagesProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const { hasMore, loading, failed, loadMore } = more;

  useEffect(() => {
    const target = end.current;
    if (!auto || !hasMore || failed || !target || typeof IntersectionObserver === 'undefined') return;
    // Observed afresh after every page: if the end is still in view once a page lands, the next loads.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    }, { rootMargin: REACHED });
    observer.observe(target);
    return () => observer.disconnect();
  }, [auto, hasMore, failed, loading, loadMore]);

  return (
    <div className="load-more-messages card-screen-only" ref={end} data-testid="load-more-messages">
      {hasMore ? (
        <>
          <Button variant="secondary" aria-busy={loading || undefined} onClick={() => void loadMore()}>
            {loading ? t('card.loadingMore') : t('card.showMore')}
          </Button>
          <p className="load-more-messages__status" role="status">
            {failed ? t('card.moreFailed') : ''}
          </p>
        </>
      ) : (
        <p className="load-more-messages__status muted small">{atEnd ? t('card.allShown') : ''}</p>
      )}
    </div>
  );
}
