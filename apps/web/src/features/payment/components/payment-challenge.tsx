import { useEffect, useRef, useState } from 'react';
import { API_PATHS } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { PAY_NS } from '../../../lib/pay-namespace';
import { loadChallengeWidget } from '../challenge-widgets';
import type { PaymentChallenge as Challenge } from '../hooks/use-payment-attempt';
import './payment-challenge.css';
import { sandboxChallengeAnswerValidator } from '../../../lib/validators/generated';

interface PaymentChallengeProps {
  challenge: Challenge | null;
  busy: boolean;
  /** The check is passed: pay again with its token. */
  onPassed: (token: string) => void;
}

/**
 * The "are you a person?" check the server asked for before this payment (decision 132). It appears
 * only after that answer, never before a first payment; the payment goes ahead as soon as it is done.
 */
export function PaymentChallenge({ challenge, busy, onPassed }: PaymentChallengeProps) {
  const { t } = useTranslation(PAY_NS);
  const section = useRef<HTMLElement>(null);
  // It opens between the terms and the Pay button: on a phone its box falls below the fold and the
  // person who has just pressed Pay sees only its title, so the whole check is brought into view.
  useEffect(() => {
    if (challenge) section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [challenge]);
  if (!challenge) return null;
  return (
    <section ref={section} className="payment-challenge" aria-labelledby="payment-challenge-title" data-testid="payment-challenge">
      <h2 id="payment-challenge-title" className="section-title">
        {t('challenge.title')}
      </h2>
      <p role="status">{challenge.message}</p>
      <p className="muted small">{t('challenge.explain')}</p>
      {challenge.provider === 'sandbox' ? (
        <SandboxBox busy={busy} onPassed={onPassed} />
      ) : (
        <ProviderWidget provider={challenge.provider} siteKey={challenge.siteKey} onPassed={onPassed} />
      )}
    </section>
  );
}

/** Our own test box: ticking it asks the server for a signed, single-use token. */
function SandboxBox({ busy, onPassed }: { busy: boolean; onPassed: (token: string) => void }) {
  const { t } = useTranslation(PAY_NS);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  async function tick() {
    setChecking(true);
    setFailed(false);
    try {
      const { token } = await apiRequest(contractPath(API_PATHS.sandboxChallenge), {
        name: 'sandboxChallenge',
        method: 'POST',
        body: {},
        schema: sandboxChallengeAnswerValidator,
        errorMode: 'caller',
      });
      onPassed(token);
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
    }
  }
  return (
    <div className="payment-challenge__sandbox">
      <label className="payment-challenge__box">
        <input type="checkbox" checked={checking || busy} disabled={checking || busy} onChange={() => void tick()} />
        <span>{t('challenge.sandboxBox')}</span>
      </label>
      <p className="muted small">{checking ? t('challenge.checking') : t('challenge.sandboxNote')}</p>
      {failed ? <p role="alert">{t('challenge.failed')}</p> : null}
    </div>
  );
}

/** Turnstile, hCaptcha or reCAPTCHA, drawn by the provider's own script. */
function ProviderWidget({ provider, siteKey, onPassed }: { provider: 'turnstile' | 'hcaptcha' | 'recaptcha'; siteKey: string; onPassed: (token: string) => void }) {
  const { t } = useTranslation(PAY_NS);
  const host = useRef<HTMLDivElement>(null);
  const passed = useRef(onPassed);
  passed.current = onPassed;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadChallengeWidget(provider)
      .then((api) => {
        if (!live || !host.current) return;
        api.render(host.current, {
          sitekey: siteKey,
          callback: (token) => passed.current(token),
          'error-callback': () => setFailed(true),
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [provider, siteKey]);
  return (
    <div>
      <div ref={host} />
      {failed ? <p role="alert">{t('challenge.loadFailed')}</p> : null}
    </div>
  );
}
