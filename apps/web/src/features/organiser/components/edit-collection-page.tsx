import { errorPath } from '@groupgift/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { OrganiserCollection } from '@groupgift/domain';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { getCollection } from '../api/get-collection';
import { updateCollection } from '../api/update-collection';
import { formFromCollection } from '../form-values';
import { CollectionForm } from './collection-form';
import './organiser.css';

type Loaded = { status: 'loading' } | { status: 'ready'; collection: OrganiserCollection } | { status: 'failed'; notFound: boolean };

/** /dashboard/collections/:id/edit: the same form, filled in; saving returns to the collection's page. */
export function EditCollectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    getCollection(id, controller.signal)
      .then((collection) => setLoaded({ status: 'ready', collection }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
        if (notFound) navigate(errorPath(404), { replace: true });
        else setLoaded({ status: 'failed', notFound });
      });
    return () => controller.abort();
  }, [id, navigate]);

  if (loaded.status === 'loading') {
    return (
      <div className="organiser-page">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div className="organiser-page">
        <h1>{t('organiser.titles.editCollection')}</h1>
        <p className="notice notice--error" role="alert">
          {t('organiser.form.loadFailed')}
        </p>
      </div>
    );
  }
  const { collection } = loaded;
  return (
    <div className="organiser-page organiser-page--form">
      <h1>{t('organiser.form.editHeading', { title: collection.title })}</h1>
      <CollectionForm
        key={collection.guid}
        initial={formFromCollection(collection)}
        mode="edit"
        submit={(request) => updateCollection(collection.guid, request)}
        onSaved={(saved) => navigate(`/dashboard/collections/${saved.guid}`, { state: { saved: true } })}
        cancelTo={`/dashboard/collections/${collection.guid}`}
      />
    </div>
  );
}
