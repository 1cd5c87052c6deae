import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { previewWebPath, type PreviewMessage } from '@groupgift/domain';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { acceptPreviewMessage } from './accept-preview-message';
import { getPreviewToken } from './get-preview-token';
import './preview-frame.css';

/** The steps the organiser can jump to, in journey order ('' is the landing page). */
const STEPS = [
  { step: '', label: 'preview.frame.steps.landing' },
  { step: 'sign', label: 'preview.frame.steps.sign' },
  { step: 'your-details', label: 'preview.frame.steps.yourDetails' },
  { step: 'how-much', label: 'preview.frame.steps.howMuch' },
  { step: 'payment-details', label: 'preview.frame.steps.paymentDetails' },
] as const;

const MIN_HEIGHT = 480;
const MAX_HEIGHT = 6000;

type TokenState = { status: 'loading' } | { status: 'ready'; token: string } | { status: 'failed' };

/**
 * The organiser's preview of the contributor screens (SPEC §2, decision 070): the real screens in
 * an iframe opened with a short-lived preview token, step buttons, and a frame that fits the page
 * it shows from the messages the preview posts (accepted only from this app and this iframe).
 */
export function PreviewFrame({ collectionGuid, onMessage }: { collectionGuid: string; onMessage?: (message: PreviewMessage) => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [token, setToken] = useState<TokenState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [src, setSrc] = useState<string | null>(null);
  const [current, setCurrent] = useState<string>('');
  const [height, setHeight] = useState(MIN_HEIGHT);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    const controller = new AbortController();
    setToken({ status: 'loading' });
    getPreviewToken(collectionGuid, controller.signal).then(
      (answer) => {
        setToken({ status: 'ready', token: answer.token });
        setSrc(previewWebPath(collectionGuid, '', answer.token));
        setCurrent('');
      },
      () => {
        if (!controller.signal.aborted) setToken({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [collectionGuid, round]);

  useEffect(() => {
    function onWindowMessage(event: MessageEvent) {
      const message = acceptPreviewMessage(event, frame.current?.contentWindow);
      if (!message || message.collectionGuid !== collectionGuid) return;
      setCurrent(message.step);
      setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, message.height)));
      onMessageRef.current?.(message);
    }
    window.addEventListener('message', onWindowMessage);
    return () => window.removeEventListener('message', onWindowMessage);
  }, [collectionGuid]);

  const show = useCallback(
    (step: string) => {
      if (token.status !== 'ready') return;
      setCurrent(step);
      setSrc(previewWebPath(collectionGuid, step, token.token));
    },
    [collectionGuid, token],
  );

  return (
    <div className="preview-frame">
      <div className="preview-frame__steps" role="group" aria-label={t('preview.frame.stepsLabel')}>
        {STEPS.map(({ step, label }) => (
          <Button
            key={step || 'landing'}
            variant={current === step ? 'primary' : 'secondary'}
            aria-pressed={current === step}
            disabled={token.status !== 'ready'}
            onClick={() => show(step)}
          >
            {t(label)}
          </Button>
        ))}
        {src ? (
          <a className="preview-frame__open" href={src} target="_blank" rel="noopener">
            {t('preview.frame.openInTab')}
          </a>
        ) : null}
      </div>
      {token.status === 'loading' ? (
        <div className="preview-frame__status">
          <Spinner label={t('preview.frame.loading')} />
        </div>
      ) : token.status === 'failed' ? (
        <div className="preview-frame__status" role="alert">
          <p>{t('preview.frame.failed')}</p>
          <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
            {t('preview.frame.retry')}
          </Button>
        </div>
      ) : src ? (
        <iframe
          ref={frame}
          className="preview-frame__iframe"
          title={t('preview.frame.title')}
          src={src}
          style={{ height }}
          data-testid="preview-iframe"
        />
      ) : null}
    </div>
  );
}
