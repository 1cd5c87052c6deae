import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { TokenizedCard } from '@groupgift/domain';
import { i18n, useTranslation } from '../../../lib/i18n';
import { PAY_NS } from '../../../lib/pay-namespace';
import { tokenizedCardValidator } from '../../../lib/validators/generated';

export interface HostedCardFieldsHandle {
  /** Asks the provider's iframe to tokenise what was typed there; rejects with its field errors. */
  tokenize(): Promise<TokenizedCard>;
}

export class CardFieldsError extends Error {
  readonly errors: Record<string, unknown>;
  /** `message` is what the payment step shows; the real providers' SDK errors bring their own. */
  constructor(errors: Record<string, unknown>, message: string = i18n.t('cardCheckFailed', { ns: PAY_NS })) {
    super(message);
    this.errors = errors;
  }
}

const TOKENIZE_TIMEOUT_MS = 20_000;

/**
 * The iframe's address with our origin (the only one it will post to) and no button of its own;
 * `name=0` when this page already knows the cardholder's name and sends it with the submit.
 */
export function hostedFieldsSrc(hostedFieldsUrl: string, pageHref: string, nameFromPage = false): URL {
  const url = new URL(hostedFieldsUrl, pageHref);
  url.searchParams.set('origin', new URL(pageHref).origin);
  url.searchParams.set('button', '0');
  if (nameFromPage) url.searchParams.set('name', '0');
  return url;
}

interface Pending {
  resolve: (card: TokenizedCard) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The provider's hosted card fields (DESIGN §4): the card number is typed into the provider's page in
 * an iframe and never exists in this page. Messages are accepted only from that iframe's window
 * and origin, and ours go only to that origin.
 */
export function HostedCardFields({
  hostedFieldsUrl,
  ref,
  onReady,
  cardholderName,
}: {
  hostedFieldsUrl: string;
  ref?: Ref<HostedCardFieldsHandle>;
  onReady?: () => void;
  /** The name given earlier in the journey: the provider's page then does not ask for it again. */
  cardholderName?: (() => string) | undefined;
}) {
  const { t } = useTranslation(PAY_NS);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const pending = useRef<Pending | null>(null);
  const [ready, setReady] = useState(false);
  const nameFromPage = Boolean(cardholderName);
  const src = useMemo(() => hostedFieldsSrc(hostedFieldsUrl, window.location.href, nameFromPage), [hostedFieldsUrl, nameFromPage]);
  const nameRef = useRef(cardholderName);
  nameRef.current = cardholderName;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    function settle(fn: (p: Pending) => void) {
      const current = pending.current;
      if (!current) return;
      clearTimeout(current.timer);
      pending.current = null;
      fn(current);
    }
    function onMessage(event: MessageEvent) {
      if (event.origin !== src.origin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as { type?: unknown; tokenizedCard?: unknown; token?: unknown; errors?: unknown } | null;
      if (!data || typeof data !== 'object') return;
      switch (data.type) {
        case 'sandbox:ready':
          setReady(true);
          onReadyRef.current?.();
          break;
        case 'sandbox:tokenized':
        case 'token': {
          const parsed = tokenizedCardValidator.safeParse(data.type === 'token' ? data.token : data.tokenizedCard);
          settle((p) => (parsed.success ? p.resolve(parsed.data) : p.reject(new CardFieldsError({ form: ['invalid token'] }))));
          break;
        }
        case 'sandbox:error':
          settle((p) => p.reject(new CardFieldsError(data.errors && typeof data.errors === 'object' ? (data.errors as Record<string, unknown>) : {})));
          break;
      }
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      settle((p) => p.reject(new CardFieldsError({ form: ['closed'] })));
    };
  }, [src]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize() {
        return new Promise<TokenizedCard>((resolve, reject) => {
          const target = frameRef.current?.contentWindow;
          if (!target) {
            reject(new CardFieldsError({ form: ['not loaded'] }));
            return;
          }
          pending.current?.reject(new CardFieldsError({ form: ['superseded'] }));
          const timer = setTimeout(() => {
            pending.current = null;
            reject(new CardFieldsError({ form: ['timeout'] }));
          }, TOKENIZE_TIMEOUT_MS);
          pending.current = { resolve, reject, timer };
          const name = nameRef.current?.();
          target.postMessage(name === undefined ? { type: 'sandbox:submit' } : { type: 'sandbox:submit', cardholderName: name }, src.origin);
        });
      },
    }),
    [src],
  );

  return (
    <div className={`hosted-fields${ready ? ' is-ready' : ''}${nameFromPage ? ' hosted-fields--no-name' : ''}`}>
      <iframe ref={frameRef} src={src.toString()} title={t('cardFrameTitle')} className="hosted-fields__frame" />
      <p className="hosted-fields__note muted small">{t('cardSecure')}</p>
    </div>
  );
}
