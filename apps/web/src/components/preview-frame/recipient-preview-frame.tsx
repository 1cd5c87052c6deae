import { useEffect, useRef, useState } from 'react';
import { DELIVERY_ROUTES } from '@groupgift/domain';
import { acceptPreviewMessage } from './accept-preview-message';
import './preview-frame.css';

const MIN_HEIGHT = 560;
const MAX_HEIGHT = 6000;

/**
 * The recipient's view as the organiser will deliver it (decision 108), in an iframe of this app that
 * reports its height. Messages count only from this app's origin and this iframe, as in PreviewFrame;
 * the organiser's session opens it, so no preview token is needed.
 */
export function RecipientPreviewFrame({ collectionGuid, title }: { collectionGuid: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);

  useEffect(() => {
    function onWindowMessage(event: MessageEvent) {
      const message = acceptPreviewMessage(event, frame.current?.contentWindow);
      if (!message || message.collectionGuid !== collectionGuid) return;
      setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, message.height)));
    }
    window.addEventListener('message', onWindowMessage);
    return () => window.removeEventListener('message', onWindowMessage);
  }, [collectionGuid]);

  return (
    <iframe
      ref={frame}
      className="preview-frame__iframe"
      title={title}
      src={DELIVERY_ROUTES.preview.replace(':id', encodeURIComponent(collectionGuid))}
      style={{ height }}
      data-testid="recipient-preview-iframe"
    />
  );
}
