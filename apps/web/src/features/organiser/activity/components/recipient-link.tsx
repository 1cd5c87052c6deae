import { useTranslation } from '../../../../lib/i18n';
import { Button } from '../../../../components/ui/button';
import '../../../../components/ui/field.css';
import { useCopy } from '../../../../lib/use-copy';

/** The recipient's private link, shown once after it is issued (only its hash is kept), with Copy. */
export function RecipientLink({ url, onDismiss }: { url: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const { state: copyState, copy, inputRef } = useCopy(url);

  return (
    <div className="delivery-fresh-link" data-testid="recipient-link">
      <p className="delivery-fresh-link__once" id="recipient-link-once">
        {t('delivery.panel.link.once')}
      </p>
      <div className="delivery-fresh-link__row">
        <label htmlFor="recipient-link-url" className="visually-hidden">
          {t('delivery.panel.link.label')}
        </label>
        <input
          ref={inputRef}
          id="recipient-link-url"
          className="ui-input"
          readOnly
          value={url}
          aria-describedby="recipient-link-once"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()}>{t('delivery.panel.link.copy')}</Button>
      </div>
      <p className="small" role="status" aria-live="polite">
        {copyState === 'copied' ? t('delivery.panel.link.copied') : copyState === 'failed' ? t('delivery.panel.link.copyFailed') : ''}
      </p>
      <Button variant="ghost" onClick={onDismiss}>
        {t('delivery.panel.link.hide')}
      </Button>
    </div>
  );
}
