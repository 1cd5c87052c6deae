import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { createCollection } from '../api/create-collection';
import { emptyForm } from '../form-values';
import { useOrganiserMarket } from '../hooks/use-organiser-market';
import { CollectionForm } from './collection-form';
import './organiser.css';

/** /dashboard/collections/new: after creating, the organiser lands on the collection's own page. */
export function NewCollectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const market = useOrganiserMarket();
  return (
    <div className="organiser-page organiser-page--form">
      <h1>{t('organiser.form.newHeading')}</h1>
      <CollectionForm
        initial={emptyForm(market)}
        mode="create"
        submit={createCollection}
        onSaved={(saved) => navigate(`/dashboard/collections/${saved.guid}`)}
        cancelTo="/dashboard"
      />
    </div>
  );
}
