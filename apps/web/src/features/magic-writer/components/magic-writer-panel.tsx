import {
  MMW_LENGTHS,
  MMW_LIMITS,
  MMW_OCCASIONS,
  MMW_RELATIONSHIPS,
  MMW_TONES,
  type MmwLength,
  type MmwMarket,
  type MmwOccasion,
  type MmwRelationship,
  type MmwTone,
  type MmwTrackingDetailsRequest,
} from '@groupgift/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldFrame } from '../../../components/ui/field';
import { OptionGroup } from '../../../components/ui/option-group';
import { ApiError } from '../../../lib/api-client';
import { WRITER_NS } from '../../../lib/writer-namespace';
import { generateContributorMessage } from '../api/generate-contributor-message';
import { improveContributorMessage } from '../api/improve-contributor-message';
import { sendTrackingDetails } from '../api/send-tracking-details';
import { tellMeARandomFact } from '../api/tell-me-a-random-fact';
import { useMagicWriterAvailability } from '../hooks/use-magic-writer-availability';
import './magic-writer-panel.css';
import { Icon } from '../../../components/ui/icon';

export interface MagicWriterPanelProps {
  /** The collection's GUID (or its numeric id, which is then not sent). */
  collectionId: string | number;
  market?: MmwMarket;
  /** The message as the contributor has typed it so far; "Improve" works on this. */
  currentMessage?: string;
  onInsert(text: string): void;
  /** The sign page's invitation to use the writer, shown only when the writer is. */
  prompt?: string;
  /** Where the writer starts: the collection's recipient and occasion, when it has them. */
  recipientName?: string | null | undefined;
  occasion?: MmwOccasion | undefined;
  className?: string;
}

type Result = { kind: 'suggestion' | 'improved' | 'unchanged'; text: string };
type Busy = 'generate' | 'another' | 'improve' | 'fact' | null;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function failureKey(error: unknown): 'rateLimited' | 'failed' {
  return error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed';
}

/**
 * The Magic Message Writer on the sign page: hidden entirely unless the service says it is
 * available; otherwise a button that opens a dialog to write, improve and insert a message.
 */
export function MagicWriterPanel({
  collectionId,
  market = 'US',
  currentMessage = '',
  onInsert,
  prompt,
  className,
  recipientName: initialName,
  occasion: initialOccasion,
}: MagicWriterPanelProps) {
  const { t } = useTranslation(WRITER_NS);
  const available = useMagicWriterAvailability();
  const [open, setOpen] = useState(false);
  const [recipientName, setRecipientName] = useState((initialName ?? '').slice(0, MMW_LIMITS.recipientNameMax));
  const [nameError, setNameError] = useState<string | undefined>();
  const [occasion, setOccasion] = useState<MmwOccasion>(initialOccasion ?? 'birthday');
  const [relationship, setRelationship] = useState<MmwRelationship>('colleague');
  const [tone, setTone] = useState<MmwTone>('warm');
  const [length, setLength] = useState<MmwLength>('medium');
  const [result, setResult] = useState<Result | null>(null);
  const [fact, setFact] = useState<{ id: number; fact: string } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const resultHeadingId = useId();

  // While the check runs the panel keeps its place, unseen, so the form below does not jump when
  // it appears (a click aimed at the card options must land on them).
  if (available === null) {
    return (
      <div className={['magic-writer', 'magic-writer--pending', className].filter(Boolean).join(' ')} aria-hidden="true">
        {prompt ? <p className="magic-writer__prompt">{prompt}</p> : null}
        <Button variant="secondary" tabIndex={-1} disabled>
          {t('openButton')}
        </Button>
      </div>
    );
  }
  if (!available) return null;

  const collectionGuid =
    typeof collectionId === 'string' && GUID.test(collectionId) ? collectionId : undefined;
  const track = (event: MmwTrackingDetailsRequest['event'], withChoices = false) =>
    sendTrackingDetails({
      event,
      market,
      ...(collectionGuid ? { collectionGuid } : {}),
      ...(withChoices ? { occasion, relationship, tone, length } : {}),
    });

  function openWriter() {
    setOpen(true);
    track('opened');
  }

  async function run(kind: Exclude<Busy, null>, work: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(t(failureKey(caught)));
    } finally {
      setBusy(null);
    }
  }

  function generate(another: boolean) {
    const name = recipientName.trim();
    if (!name) {
      setNameError(t('recipientRequired'));
      nameInput.current?.focus();
      return;
    }
    setNameError(undefined);
    void run(another ? 'another' : 'generate', async () => {
      const previous = another && result?.kind === 'suggestion' ? result.text : undefined;
      const response = await generateContributorMessage({
        occasion,
        recipientName: name,
        relationship,
        tone,
        length,
        market,
        ...(collectionGuid ? { collectionGuid } : {}),
        ...(previous ? { previousMessage: previous } : {}),
      });
      setResult({ kind: 'suggestion', text: response.message });
      track(another ? 'another' : 'generated', true);
    });
  }

  function improve() {
    if (!currentMessage.trim()) {
      setError(t('improveNeedsMessage'));
      return;
    }
    void run('improve', async () => {
      const response = await improveContributorMessage({
        message: currentMessage,
        market,
        ...(collectionGuid ? { collectionGuid } : {}),
      });
      setResult({ kind: response.changed ? 'improved' : 'unchanged', text: response.message });
      track('improved');
    });
  }

  function randomFact() {
    void run('fact', async () => {
      setFact(await tellMeARandomFact(fact?.id));
      track('fact');
    });
  }

  function insert() {
    if (!result || result.kind === 'unchanged') return;
    onInsert(result.text);
    track('inserted', result.kind === 'suggestion');
    setOpen(false);
  }

  const heading =
    result?.kind === 'suggestion'
      ? t('suggestionHeading')
      : result?.kind === 'improved'
        ? t('improvedHeading')
        : null;

  return (
    <aside className={['magic-writer', className].filter(Boolean).join(' ')} aria-label={t('title')}>
      {prompt ? <p className="magic-writer__prompt">{prompt}</p> : null}
      <Button variant="secondary" aria-haspopup="dialog" onClick={openWriter}>
        <Icon name="sparkles" className="magic-writer__sparkles" />
        {t('openButton')}
      </Button>
      <Dialog open={open} title={t('title')} onClose={() => setOpen(false)} size="large">
        <p className="magic-writer__intro">{t('intro')}</p>
        <div className="magic-writer__fields">
          <FieldFrame label={t('recipient')} hint={t('recipientHint')} error={nameError}>
            {({ id, describedBy }) => (
              <input
                ref={nameInput}
                id={id}
                className="ui-input"
                aria-describedby={describedBy}
                aria-invalid={nameError ? true : undefined}
                aria-required="true"
                value={recipientName}
                maxLength={MMW_LIMITS.recipientNameMax}
                autoComplete="off"
                data-autofocus
                onChange={(event) => setRecipientName(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    generate(false);
                  }
                }}
              />
            )}
          </FieldFrame>
          <FieldFrame label={t('occasion')}>
            {({ id, describedBy }) => (
              <select
                id={id}
                aria-describedby={describedBy}
                className="ui-input"
                value={occasion}
                onChange={(event) => setOccasion(event.target.value as MmwOccasion)}
              >
                {MMW_OCCASIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`occasions.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <FieldFrame label={t('relationship')}>
            {({ id, describedBy }) => (
              <select
                id={id}
                aria-describedby={describedBy}
                className="ui-input"
                value={relationship}
                onChange={(event) => setRelationship(event.target.value as MmwRelationship)}
              >
                {MMW_RELATIONSHIPS.map((value) => (
                  <option key={value} value={value}>
                    {t(`relationships.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <OptionGroup
            label={t('tone')}
            showLabel
            value={tone}
            onChange={setTone}
            options={MMW_TONES.map((value) => ({ value, label: t(`tones.${value}`) }))}
          />
          <OptionGroup
            label={t('length')}
            showLabel
            value={length}
            onChange={setLength}
            options={MMW_LENGTHS.map((value) => ({ value, label: t(`lengths.${value}`) }))}
          />
        </div>

        <div className="magic-writer__actions">
          <Button
            onClick={() => generate(false)}
            busy={busy === 'generate'}
            disabled={busy !== null && busy !== 'generate'}
          >
            {t('generate')}
          </Button>
          {result?.kind === 'suggestion' ? (
            <Button
              variant="secondary"
              onClick={() => generate(true)}
              busy={busy === 'another'}
              disabled={busy !== null && busy !== 'another'}
            >
              {t('another')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={improve}
            busy={busy === 'improve'}
            disabled={busy !== null && busy !== 'improve'}
            title={t('improveHint')}
          >
            {t('improve')}
          </Button>
        </div>

        {/* Announced politely so a screen reader hears each new suggestion without losing its place. */}
        <div
          className="magic-writer__result"
          aria-live="polite"
          aria-busy={busy === 'generate' || busy === 'another' || busy === 'improve'}
        >
          {busy === 'generate' || busy === 'another' || busy === 'improve' ? (
            <p className="magic-writer__working">{t('working')}</p>
          ) : null}
          {busy === null && result ? (
            result.kind === 'unchanged' ? (
              <p>{t('nothingToImprove')}</p>
            ) : (
              <section aria-labelledby={resultHeadingId} className="magic-writer__suggestion">
                <h3 id={resultHeadingId}>{heading}</h3>
                <p className="magic-writer__text">{result.text}</p>
                <Button onClick={insert}>{t('insert')}</Button>
              </section>
            )
          ) : null}
        </div>
        {error ? (
          <p className="magic-writer__error" role="alert">
            {error}
          </p>
        ) : null}

        <div className="magic-writer__fact">
          <Button
            variant="ghost"
            onClick={randomFact}
            busy={busy === 'fact'}
            disabled={busy !== null && busy !== 'fact'}
          >
            {fact ? t('anotherFact') : t('fact')}
          </Button>
          <div aria-live="polite">
            {fact ? (
              <p className="magic-writer__fact-text">
                <strong>{t('factHeading')}</strong> {fact.fact}
              </p>
            ) : null}
          </div>
        </div>
      </Dialog>
    </aside>
  );
}
