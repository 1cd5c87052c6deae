import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Dialog } from '../../../components/ui/dialog';
import { searchPictures, type LibraryPicture } from '../picture-library';
import './picture-library-dialog.css';
// The .ui-input look comes from the field styles, which this screen may load before any Field.
import '../../../components/ui/field.css';

export interface PictureLibraryDialogProps {
  open: boolean;
  onClose: () => void;
  onChoose: (picture: LibraryPicture) => void;
}

/** A searchable grid of the bundled pictures and GIFs. */
export function PictureLibraryDialog({ open, onClose, onChoose }: PictureLibraryDialogProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<'all' | LibraryPicture['kind']>('all');
  const results = useMemo(() => searchPictures(query, kind === 'all' ? undefined : kind), [query, kind]);

  return (
    <Dialog open={open} onClose={onClose} title={t('sign.libraryTitle')} size="large">
      <div className="library">
        <div className="library__controls">
          <label className="visually-hidden" htmlFor="library-search">
            {t('sign.librarySearch')}
          </label>
          <input
            id="library-search"
            className="ui-input"
            type="search"
            placeholder={t('sign.librarySearch')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            data-autofocus
          />
          <div className="library__kinds" role="group" aria-label={t('sign.libraryTitle')}>
            {(['all', 'picture', 'gif'] as const).map((value) => (
              <button key={value} type="button" className="library__kind" aria-pressed={kind === value} onClick={() => setKind(value)}>
                {value === 'all' ? 'All' : value === 'gif' ? 'GIFs' : 'Pictures'}
              </button>
            ))}
          </div>
        </div>
        <p className="visually-hidden" role="status">
          {t('sign.libraryCount', { count: results.length })}
        </p>
        {results.length === 0 ? (
          <p className="muted">{t('sign.libraryEmpty', { query })}</p>
        ) : (
          <ul className="library__grid">
            {results.map((picture) => (
              <li key={picture.id}>
                <button type="button" className="library__item" onClick={() => onChoose(picture)}>
                  <img src={picture.url} alt="" width={120} height={120} loading="lazy" />
                  <span>{picture.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
