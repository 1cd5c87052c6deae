import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import QRCode from 'qrcode';
import { Button } from '../../../../components/ui/button';
// The .ui-input look comes from the field styles, which this screen may load before any Field.
import '../../../../components/ui/field.css';
import { useCopy } from '../../../../lib/use-copy';

export interface InvitationLinkProps {
  url: string;
  /** The collection's title, for the text the share buttons prefill. */
  title?: string;
  /**
   * Before anyone joins the link is the page's first block (decision 140): a heading of its own, the
   * QR code in view. Later it is a smaller block and the QR code folds away.
   */
  prominent?: boolean;
  /** Shown as "Invite by email": takes the organiser to the invitees form. */
  onInviteByEmail?: () => void;
  /** Inside the invitations tab (a closed collection): a subsection there, not a block of the page. */
  inTab?: boolean;
}

/** The share addresses the phone's apps open (email, WhatsApp, SMS), each prefilled with the text. */
export function shareTargets(text: string, url: string, subject: string) {
  const whole = `${text} ${url}`;
  return {
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(whole)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(whole)}`,
    sms: `sms:?&body=${encodeURIComponent(whole)}`,
  };
}

/**
 * The collection's invitation link: copy it (with a spoken "Copied"), share it by email, WhatsApp,
 * SMS or the phone's own share sheet, scan or print its QR code, or invite a list of addresses.
 */
export function InvitationLink({ url, title = '', prominent = false, onInviteByEmail, inTab = false }: InvitationLinkProps) {
  const { t } = useTranslation();
  const { state: copyState, copy, inputRef } = useCopy(url);
  const [qr, setQr] = useState<string | null>(null);
  // The native share sheet only where the browser has one (phones, some desktops); decided after
  // mounting so the server-free first render and the browser agree.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);

  useEffect(() => {
    let live = true;
    // An SVG scales sharply for print and screen alike; rendered as an image so no markup is injected.
    void QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);

  const text = t('activity.invitations.shareText', { title });
  const subject = t('activity.invitations.shareSubject', { title });
  const targets = shareTargets(text, url, subject);

  async function nativeShare() {
    try {
      await navigator.share({ title: subject, text, url });
    } catch {
      // Dismissed by the organiser, or refused: the other buttons are still there.
    }
  }

  function printQr() {
    if (!qr) return;
    const sheet = window.open('', '_blank', 'width=480,height=600');
    if (!sheet) return;
    const doc = sheet.document;
    doc.title = subject;
    const image = doc.createElement('img');
    image.src = qr;
    image.alt = t('activity.invitations.qrAlt');
    image.style.cssText = 'width:80vmin;height:80vmin;display:block;margin:2rem auto';
    const caption = doc.createElement('p');
    caption.textContent = `${title} — ${url}`;
    caption.style.cssText = 'font:16px system-ui,sans-serif;text-align:center;word-break:break-all';
    doc.body.append(image, caption);
    image.onload = () => sheet.print();
  }

  const Heading = inTab ? 'h3' : 'h2';
  const qrBlock = qr ? (
    <div className="invitation-link__qr">
      <img src={qr} alt={t('activity.invitations.qrAlt')} width={prominent ? 144 : 120} height={prominent ? 144 : 120} />
      <div className="invitation-link__qr-actions">
        <a href={qr} download="invitation-qr-code.svg">
          {t('activity.invitations.qrDownload')}
        </a>
        <button type="button" className="link-button" onClick={printQr}>
          {t('activity.invitations.qrPrint')}
        </button>
      </div>
    </div>
  ) : null;

  return (
    <section
      aria-labelledby="invitation-link-heading"
      className={`invitation-link ${inTab ? 'activity-subsection' : 'card-panel'} invitation-link--${prominent ? 'prominent' : 'compact'}`}
      data-testid="invite-block"
    >
      <div className="invitation-link__intro">
        <Heading id="invitation-link-heading">
          {prominent ? t('activity.invitations.inviteHeading') : inTab ? t('activity.invitations.linkHeading') : t('activity.invitations.inviteMoreHeading')}
        </Heading>
        <p className="muted small" id="invitation-link-hint">
          {prominent ? t('activity.invitations.inviteHint') : t('activity.invitations.linkHint')}
        </p>
      </div>
      <div className="invitation-link__row">
        <label htmlFor="invitation-link-url" className="visually-hidden">
          {t('activity.invitations.linkLabel')}
        </label>
        <input
          ref={inputRef}
          id="invitation-link-url"
          className="ui-input invitation-link__url"
          readOnly
          value={url}
          aria-describedby="invitation-link-hint"
          onFocus={(event) => event.target.select()}
        />
        <Button variant={prominent ? 'primary' : 'secondary'} onClick={() => void copy()} className="invitation-link__copy">
          {t('activity.invitations.copy')}
        </Button>
        <span role="status" className="invitation-link__status">
          {copyState === 'copied' ? t('activity.invitations.copied') : copyState === 'failed' ? t('activity.invitations.copyFailed') : ''}
        </span>
      </div>
      <div className="invitation-link__share" role="group" aria-label={t('activity.invitations.shareLabel')}>
        {canShare ? (
          <Button variant="secondary" className="invitation-link__chip" onClick={() => void nativeShare()}>
            {t('activity.invitations.shareNative')}
          </Button>
        ) : null}
        <a className="ui-button ui-button--secondary invitation-link__chip" href={targets.email}>
          {t('activity.invitations.shareEmail')}
        </a>
        <a className="ui-button ui-button--secondary invitation-link__chip" href={targets.whatsapp} target="_blank" rel="noopener noreferrer">
          {t('activity.invitations.shareWhatsApp')}
        </a>
        <a className="ui-button ui-button--secondary invitation-link__chip" href={targets.sms}>
          {t('activity.invitations.shareSms')}
        </a>
        {onInviteByEmail ? (
          <Button variant="ghost" className="invitation-link__chip" onClick={onInviteByEmail}>
            {t('activity.invitations.inviteByEmail')}
          </Button>
        ) : null}
      </div>
      {prominent ? (
        qrBlock
      ) : qr ? (
        <details className="invitation-link__more">
          <summary>{t('activity.invitations.qrShow')}</summary>
          {qrBlock}
        </details>
      ) : null}
    </section>
  );
}
