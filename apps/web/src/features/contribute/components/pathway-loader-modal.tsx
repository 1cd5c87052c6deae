import { useTranslation } from '../../../lib/i18n';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

export type LoaderKind = 'chip-in' | 'sign';

/** The modal a pathway button opens before moving on (SPEC §2 wording). */
export function PathwayLoaderModal({ kind }: { kind: LoaderKind | null }) {
  const { t } = useTranslation();
  return (
    <Dialog open={kind !== null} busy size="small" title={kind === 'sign' ? t('modals.signTitle') : t('app.gettingStarted')}>
      <div className="loader-modal">
        <Spinner label={t('app.loading')} />
        <p>{kind === 'sign' ? t('modals.signBody') : t('modals.chipIn')}</p>
      </div>
    </Dialog>
  );
}
