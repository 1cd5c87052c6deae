import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PICTURE_KINDS, type PictureCredit, type PictureKind, type PictureProviderMark, type PictureResult } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { choosePicture } from '../api/choose-picture';
import { searchPictures } from '../api/search-pictures';
import { columnsOf, gridMove } from '../grid-keys';
import './picture-search-panel.css';
import '../../../components/ui/field.css';

/** What the sign page puts on the message: our stored copy (or, in the organiser's preview, the preview itself). */
export interface PickedPicture {
  imageURL: string;
  width: number;
  height: number;
  title: string;
  credit: PictureCredit | null;
}

export interface PictureSearchPanelProps {
  open: boolean;
  collectionGuid: string;
  /** The organiser's preview stores nothing: a result is shown from the provider as it is. */
  preview: boolean;
  onClose(): void;
  onChoose(picture: PickedPicture): void;
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';
const SUGGESTIONS = ['cake', 'thank you', 'party', 'farewell', 'congratulations'] as const;

function problemKey(error: unknown): 'pictureSearch.errorBusy' | 'pictureSearch.errorOffline' | 'pictureSearch.errorUnavailable' {
  if (error instanceof ApiError && error.status === 429) return 'pictureSearch.errorBusy';
  if (error instanceof ApiError && error.status === 0) return 'pictureSearch.errorOffline';
  return 'pictureSearch.errorUnavailable';
}

/**
 * Search GIFs, stickers and pictures (decision 150): a page at a time, in a grid moved through with
 * the arrow keys (one tab stop, roving tabindex), Enter or a click choosing. Loaded only when opened.
 */
export function PictureSearchPanel({ open, collectionGuid, preview, onClose, onChoose }: PictureSearchPanelProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PictureKind>('gif');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PictureResult[]>([]);
  const [mark, setMark] = useState<PictureProviderMark | null>(null);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [moreBusy, setMoreBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [choosing, setChoosing] = useState<string | null>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  // After "More results" the first new result takes focus, so a keyboard user carries on from there.
  useEffect(() => {
    if (focusIndex.current === null) return;
    items.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [results]);

  async function load(q: string, k: PictureKind, p: number) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setProblem(null);
    if (p === 1) setStatus('loading');
    else setMoreBusy(true);
    try {
      const found = await searchPictures(collectionGuid, q, k, p, controller.signal);
      if (controller.signal.aborted) return;
      setResults((before) => (p === 1 ? found.results : [...before, ...found.results]));
      if (p === 1) setActive(0);
      else {
        setActive(results.length);
        focusIndex.current = results.length;
      }
      setMark(found.mark);
      setPage(p);
      setHasMore(found.hasMore);
      setStatus('ready');
    } catch (error) {
      if (controller.signal.aborted) return;
      setProblem(t(problemKey(error)));
      if (p === 1) setStatus('failed');
    } finally {
      if (!controller.signal.aborted) setMoreBusy(false);
    }
  }

  function search(q: string, k = kind) {
    const trimmed = q.trim();
    setQuery(trimmed);
    if (trimmed) void load(trimmed, k, 1);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search(text);
  }

  async function choose(result: PictureResult) {
    if (choosing) return;
    if (preview) {
      onChoose({ imageURL: result.previewUrl, width: result.width, height: result.height, title: result.title, credit: result.credit });
      return;
    }
    setChoosing(result.choice);
    setProblem(null);
    try {
      const kept = await choosePicture(collectionGuid, result.choice);
      onChoose({ imageURL: kept.imageURL, width: kept.width, height: kept.height, title: result.title, credit: result.credit });
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 429 ? t('pictureSearch.errorBusy') : t('pictureSearch.errorChoose'));
    } finally {
      setChoosing(null);
    }
  }

  function onGridKey(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = items.current.filter((item): item is HTMLButtonElement => item !== null);
    const next = gridMove(event.key, active, results.length, columnsOf(buttons));
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    items.current[next]?.focus();
  }

  const kindLabel = (k: PictureKind) => t(`pictureSearch.kind.${k}`);
  return (
    <Dialog open={open} onClose={onClose} title={t('pictureSearch.title')} size="large">
      <div className="picture-search">
        <form className="picture-search__form" role="search" onSubmit={onSubmit}>
          <label className="visually-hidden" htmlFor="picture-search-query">
            {t('pictureSearch.label')}
          </label>
          <input
            id="picture-search-query"
            className="ui-input"
            type="search"
            placeholder={t('pictureSearch.placeholder')}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            data-autofocus
          />
          <Button type="submit">{t('pictureSearch.search')}</Button>
        </form>
        <div className="picture-search__kinds" role="group" aria-label={t('pictureSearch.kinds')}>
          {PICTURE_KINDS.map((k) => (
            <button
              key={k}
              type="button"
              className="picture-search__kind"
              aria-pressed={kind === k}
              onClick={() => {
                setKind(k);
                if (query) search(query, k);
              }}
            >
              {kindLabel(k)}
            </button>
          ))}
        </div>

        {status === 'idle' ? (
          <div className="picture-search__start">
            <p className="muted">{t('pictureSearch.start')}</p>
            <ul className="picture-search__suggestions" aria-label={t('pictureSearch.suggestions')}>
              {SUGGESTIONS.map((word) => (
                <li key={word}>
                  <button
                    type="button"
                    className="picture-search__kind"
                    onClick={() => {
                      setText(word);
                      search(word);
                    }}
                  >
                    {word}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {status === 'loading' ? <Spinner label={t('pictureSearch.loading')} /> : null}
        <p className="visually-hidden" role="status">
          {status === 'ready' ? t('pictureSearch.count', { count: results.length, query }) : ''}
        </p>
        {problem ? (
          <p className="notice notice--warning" role="alert">
            {problem}
          </p>
        ) : null}
        {status === 'ready' && results.length === 0 ? <p className="picture-search__empty">{t('pictureSearch.empty', { query })}</p> : null}

        {status === 'ready' && results.length > 0 ? (
          <>
            <p className="muted small picture-search__help">{t('pictureSearch.keys')}</p>
            <ul className="picture-search__grid" aria-label={t('pictureSearch.results', { kind: kindLabel(kind), query })} onKeyDown={onGridKey}>
              {results.map((result, i) => (
                <li key={`${result.provider}-${result.id}`}>
                  <button
                    ref={(element) => {
                      items.current[i] = element;
                    }}
                    type="button"
                    className="picture-search__item"
                    tabIndex={i === active ? 0 : -1}
                    aria-busy={choosing === result.choice || undefined}
                    onFocus={() => setActive(i)}
                    onClick={() => void choose(result)}
                  >
                    <span className="picture-search__frame">
                      <picture>
                        {result.previewStillUrl ? <source media="(prefers-reduced-motion: reduce)" srcSet={result.previewStillUrl} /> : null}
                        <img src={result.previewUrl} alt={result.title} width={result.width} height={result.height} loading="lazy" decoding="async" />
                      </picture>
                    </span>
                    {result.credit ? <span className="picture-search__credit">{result.credit.text}</span> : null}
                    {choosing === result.choice ? <span className="picture-search__adding">{t('pictureSearch.adding')}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
            {hasMore ? (
              <div className="picture-search__more">
                <Button variant="secondary" busy={moreBusy} onClick={() => void load(query, kind, page + 1)}>
                  {t('pictureSearch.more')}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
        {mark ? (
          <p className="picture-search__mark">
            {mark.url ? (
              <a href={mark.url} target="_blank" rel="noopener noreferrer">
                {mark.text}
              </a>
            ) : (
              mark.text
            )}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
