import { useEffect, useState } from 'react';
import { OptionGroup } from '../../../components/ui/option-group';
import { PasswordField } from '../../../components/ui/password-field';
import { PaymentIcon, PaymentSelect } from '../../../components/ui/payment-select';
import { PreloaderOverlay } from '../../../components/ui/preloader-overlay';
import { SetCounter } from '../../../components/ui/set-counter';
import { TokenSteps } from '../../../components/ui/token-steps';
import { UploadButton } from '../../../components/ui/upload-button';
import type { UploadPhase } from '../../../components/ui/upload-button';

const paymentOptions = [
  { value: 'card', label: 'Credit or Debit Card', icon: <PaymentIcon kind="card" /> },
  { value: 'amex', label: 'American Express', icon: <PaymentIcon kind="amex" /> },
  { value: 'paypal', label: 'PayPal', icon: <PaymentIcon kind="paypal" /> },
  { value: 'google-pay', label: 'Google Pay', icon: <PaymentIcon kind="google-pay" /> },
  { value: 'apple-pay', label: 'Apple Pay', icon: <PaymentIcon kind="apple-pay" /> },
];

/** Every shared control of this work, wired with local state, for the visual check. */
export function UiShowcase() {
  const [count, setCount] = useState(2);
  const [option, setOption] = useState<'text' | 'picture'>('picture');
  const [method, setMethod] = useState<string | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [overlay, setOverlay] = useState(false);
  const open = new URLSearchParams(window.location.search).get('open');

  // A pretend upload so the progress bar can be seen moving.
  useEffect(() => {
    if (phase !== 'uploading') return;
    const timer = window.setInterval(() => {
      setProgress((p) => {
        if (p >= 100) {
          setPhase('processing');
          window.setTimeout(() => setPhase('done'), 1200);
          return 100;
        }
        return p + 20;
      });
    }, 300);
    return () => window.clearInterval(timer);
  }, [phase]);

  return (
    <section className="dev__section dev__ui">
      <h2>Shared controls</h2>
      <SetCounter label="Number of contributions" value={count} onChange={setCount} />
      <OptionGroup
        label="Card options"
        showLabel
        options={[
          { value: 'text', label: 'Message only' },
          { value: 'picture', label: 'Message and picture' },
        ]}
        value={option}
        onChange={setOption}
      />
      <div>
        <PaymentSelect label="Payment method" options={paymentOptions} value={method} onChange={setMethod} />
      </div>
      {open === 'select' ? <OpenSelect /> : null}
      <PasswordField label="New password" autoComplete="new-password" defaultValue="correct horse" />
      <PasswordField label="Confirm password" autoComplete="new-password" defaultValue="correct horse" />
      <UploadButton
        phase={phase}
        progress={progress}
        onFileSelected={() => {
          setProgress(0);
          setPhase('uploading');
        }}
      />
      <UploadButton phase="uploading" progress={60} onFileSelected={() => {}} />
      <UploadButton phase="failed" onFileSelected={() => {}} />
      <TokenSteps
        steps={[
          {
            title: 'Enter your code',
            content: <p>We sent a six-digit code to your email.</p>,
            nextLabel: 'Check code',
          },
          {
            title: 'Confirm your details',
            content: <p>Check the name on the order.</p>,
            nextLabel: 'Confirm',
          },
          { title: 'All set', content: <p>Your pack is ready to use.</p> },
        ]}
      />
      <button type="button" onClick={() => setOverlay(true)}>
        Show preloader overlay
      </button>
      {overlay || open === 'overlay' ? (
        <PreloaderOverlay message="Getting your card ready…" onHide={() => setOverlay(false)} />
      ) : null}
    </section>
  );
}

function OpenSelect() {
  const [value, setValue] = useState<string | null>('amex');
  useEffect(() => {
    document.querySelector<HTMLButtonElement>('.dev-open-select [role="combobox"]')?.click();
  }, []);
  return (
    <div className="dev-open-select" style={{ minHeight: 330 }}>
      <PaymentSelect
        label="Payment method (open)"
        options={paymentOptions}
        value={value}
        onChange={setValue}
      />
    </div>
  );
}
