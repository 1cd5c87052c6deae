import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import QRCode from 'qrcode';
import { Button } from '../../../../components/ui/button';
// The .ui-input look comes from the field styles, which this screen may load before any Field.
import '../../../../components/ui/field.css';
import { useCopy } from '../../../../lib/use-copy';

/** The collection's invitation link: copy it (with a spoken "Copied") or scan its QR code. */
export function InvitationLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const { state: copyState, copy, inputRef } = useCopy(url);
  const [qr, setQr] = useState<string | null>(null);

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

  return (
    <section aria-labelledby="invitation-link-heading" className="activity-subsection invitation-link">
      <h3 id="invitation-link-heading">{t('activity.invitations.linkHeading')}</h3>
      <p className="muted small" id="invitation-link-hint">
        {t('activity.invitations.linkHint')}
      </p>
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
        <Button variant="secondary" onClick={() => void copy()}>
          {t('activity.invitations.copy')}
        </Button>
        <span role="status" className="invitation-link__status">
          {copyState === 'copied' ? t('activity.invitations.copied') : copyState === 'failed' ? t('activity.invitations.copyFailed') : ''}
        </span>
      </div>
      {qr ? (
        <div className="invitation-link__qr">
          <img src={qr} alt={t('activity.invitations.qrAlt')} width={160} height={160} />
          <a href={qr} download="invitation-qr-code.svg">
            {t('activity.invitations.qrDownload')}
          </a>
        </div>
      ) : null}
    </section>
  );
}
