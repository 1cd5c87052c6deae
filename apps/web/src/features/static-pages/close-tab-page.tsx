import { useTranslation } from '../../lib/i18n';
import './static-pages.css';
import { PromoStrip } from '../../components/card/promo-strip';
import { Icon } from '../../components/ui/icon';

export function CloseTabPage() {
  const { t } = useTranslation();
  return (
    <section className="static-page card-panel static-page--centred" aria-labelledby="close-title">
      <div className="static-page__tick" aria-hidden="true">
        <Icon name="check" />
      </div>
      <h1 id="close-title">{t('closeTab.heading')}</h1>
      <p>{t('closeTab.body')}</p>
      <PromoStrip variant="card" />
    </section>
  );
}
