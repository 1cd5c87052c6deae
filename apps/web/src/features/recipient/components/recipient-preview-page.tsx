import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { PREVIEW_MESSAGE } from '@groupgift/domain';
import { Spinner } from '../../../components/ui/spinner';
import { isInIframe, postPreviewMessage } from '../../../lib/preview-mode';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import { useResource } from '../../../lib/use-resource';
import { getRecipientPreview } from '../api/get-recipient-preview';
import { cardLoadOf } from '../hooks/use-card-load';
import { CardLoadFailed, CardUnavailable } from './card-unavailable';
import { RecipientCardView } from './recipient-card-view';

/** The step name the preview frame reports for this page. */
const RECIPIENT_PREVIEW_STEP = 'recipient';

/** Inside the organiser's frame, reports the page height whenever it changes so the frame fits it. */
function useFrameHeight(collectionGuid: string): void {
  useEffect(() => {
    if (!isInIframe()) return;
    document.documentElement.classList.add('preview-embedded');
    let last = -1;
    let frame = 0;
    const post = () => {
      frame = 0;
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      postPreviewMessage({ name: PREVIEW_MESSAGE.groupCard, collectionGuid, step: RECIPIENT_PREVIEW_STEP, height });
    };
    post();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => (frame ||= requestAnimationFrame(post)));
    observer?.observe(document.body);
    return () => {
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      document.documentElement.classList.remove('preview-embedded');
    };
  }, [collectionGuid]);
}

/** /preview/:id/recipient — the organiser sees the recipient's view before delivering; nothing is recorded. */
export function RecipientPreviewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(RECIPIENT_NS);
  const resource = useResource((signal) => getRecipientPreview(id, signal), [id], { logInOn401: true });
  useFrameHeight(id);
  const reader = useMemo(() => ({ kind: 'preview' as const, collectionGuid: id }), [id]);

  const load = cardLoadOf(resource);
  let body;
  if (load.kind === 'loading') {
    body = (
      <div className="recipient-loading" aria-busy="true">
        <Spinner label={t('loading')} />
      </div>
    );
  } else if (load.kind === 'failed') body = <CardLoadFailed onRetry={resource.retry} />;
  else if (load.kind !== 'card') body = <CardUnavailable />;
  else body = <RecipientCardView card={load.card} viewer="preview" reader={reader} />;
  return (
    <>
      <p className="recipient-note recipient-note--preview" role="note">
        {t('preview.banner')}
      </p>
      {body}
    </>
  );
}
