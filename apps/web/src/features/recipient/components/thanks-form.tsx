import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FILE_SIZE_UNIT, THANKS_TEXT_MAX, thanksRequestSchema, type DeliveryThanks, type RecipientMessage } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { UploadButton, type UploadPhase } from '../../../components/ui/upload-button';
import { ApiError, genericErrorText } from '../../../lib/api-client';
import { formatMediumDate, useTranslation } from '../../../lib/i18n';
import { RECIPIENT_NS } from '../../../lib/recipient-namespace';
import { sendThanks } from '../api/send-thanks';
import { uploadThanksPicture } from '../api/upload-thanks-picture';

type Errors = { text?: string; messageGuids?: string; imageUrl?: string; form?: string };

/** What the server takes (it checks the bytes again): the message picture rules. */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const PICTURE_MAX_BYTES = 5 * FILE_SIZE_UNIT.MEGABYTE;

type PictureState = { phase: UploadPhase; progress?: number; error?: string; imageUrl?: string };

/** The recipient thanks everyone or chosen people (picked by the names on their messages). */
export function ThanksForm({ token, messages, previous }: { token: string; messages: RecipientMessage[]; previous: DeliveryThanks[] }) {
  const { t } = useTranslation(RECIPIENT_NS);
  const [to, setTo] = useState<'everyone' | 'chosen'>('everyone');
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<DeliveryThanks[]>(previous);
  const [confirmation, setConfirmation] = useState<DeliveryThanks | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const [picture, setPicture] = useState<PictureState>({ phase: 'idle' });
  // Said once the chosen picture is in place or gone, since the control that had focus changes.
  const [pictureNote, setPictureNote] = useState('');
  const pictureRef = useRef<HTMLDivElement>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  useEffect(() => () => uploadAbort.current?.abort(), []);
  // Only signed messages can be picked: a name is how the recipient knows who they are thanking.
  const people = useMemo(() => messages.filter((m) => m.name.trim() !== ''), [messages]);

  // The control that had focus is replaced (add ↔ remove): focus moves to its successor once it is drawn.
  const pendingFocus = useRef<string | null>(null);
  const focusPicture = (selector: string) => {
    pendingFocus.current = selector;
  };
  useEffect(() => {
    if (!pendingFocus.current) return;
    const target = pictureRef.current?.querySelector<HTMLElement>(pendingFocus.current);
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  async function choosePicture(file: File) {
    if (!PICTURE_TYPES.includes(file.type)) {
      setPicture({ phase: 'failed', error: t('thanks.picture.wrongType') });
      return;
    }
    uploadAbort.current?.abort();
    const controller = new AbortController();
    uploadAbort.current = controller;
    setErrors((current) => ({ ...current, imageUrl: undefined }));
    setPicture({ phase: 'uploading', progress: 0 });
    try {
      const uploaded = await uploadThanksPicture(
        token,
        file,
        (fraction) => setPicture(fraction >= 1 ? { phase: 'processing' } : { phase: 'uploading', progress: Math.round(fraction * 100) }),
        controller.signal,
      );
      setPicture({ phase: 'done', imageUrl: uploaded.imageUrl });
      setPictureNote(t('thanks.picture.added'));
      focusPicture('.recipient-thanks__remove');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const message = error instanceof ApiError && error.status === 413 ? t('thanks.picture.tooBig') : error instanceof Error && error.message ? error.message : undefined;
      setPicture({ phase: 'failed', error: message });
    }
  }

  function removePicture() {
    setPicture({ phase: 'idle' });
    setPictureNote(t('thanks.picture.removed'));
    focusPicture('.ui-upload__button');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const imageUrl = picture.phase === 'done' ? (picture.imageUrl ?? null) : null;
    const parsed = thanksRequestSchema.safeParse({ text, to, messageGuids: to === 'chosen' ? chosen : [], imageUrl });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'text') next.text ??= text.trim() === '' ? t('thanks.errors.text') : issue.message;
        if (issue.path[0] === 'messageGuids') next.messageGuids = t('thanks.errors.chosen');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const thanks = await sendThanks(token, parsed.data);
      setSent((list) => [...list, thanks]);
      setConfirmation(thanks);
      setText('');
      setChosen([]);
      setPicture({ phase: 'idle' });
      setPictureNote('');
      window.setTimeout(() => confirmationRef.current?.focus(), 0);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({
        text: fields.text?.[0],
        messageGuids: fields.messageGuids?.[0],
        imageUrl: fields.imageUrl?.[0] ? t('thanks.picture.refused') : undefined,
        form: Object.keys(fields).length > 0 ? undefined : error instanceof ApiError && error.message ? error.message : genericErrorText(),
      });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (guid: string, on: boolean) => setChosen((list) => (on ? [...list, guid] : list.filter((g) => g !== guid)));
  const toWhom = (item: DeliveryThanks) => (item.to === 'everyone' ? t('thanks.everyone') : t('thanks.chosen'));

  return (
    <section className="recipient-thanks card-panel" aria-labelledby="recipient-thanks-heading">
      <h2 id="recipient-thanks-heading">{t('thanks.heading')}</h2>
      {confirmation ? (
        <div className="recipient-thanks__sent" role="status" tabIndex={-1} ref={confirmationRef} data-testid="thanks-sent">
          <h3>{t('thanks.sentHeading')}</h3>
          <p>{confirmation.mailed > 0 ? t('thanks.sentBody', { count: confirmation.mailed }) : t('thanks.sentNone')}</p>
          <Button variant="secondary" onClick={() => setConfirmation(null)}>
            {t('thanks.another')}
          </Button>
        </div>
      ) : (
        <form className="recipient-thanks__form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="muted">{t('thanks.intro')}</p>
          <fieldset className="recipient-thanks__to">
            <legend>{t('thanks.to')}</legend>
            <label className="recipient-choice">
              <input type="radio" name="thanks-to" value="everyone" checked={to === 'everyone'} onChange={() => setTo('everyone')} />
              {t('thanks.everyone')}
            </label>
            <label className="recipient-choice">
              <input type="radio" name="thanks-to" value="chosen" checked={to === 'chosen'} onChange={() => setTo('chosen')} disabled={people.length === 0} />
              {t('thanks.chosen')}
            </label>
          </fieldset>
          {to === 'chosen' ? (
            <fieldset className="recipient-thanks__people" aria-describedby={errors.messageGuids ? 'thanks-people-error' : undefined}>
              <legend>{t('thanks.people')}</legend>
              <ul>
                {people.map((person) => (
                  <li key={person.guid}>
                    <label className="recipient-choice">
                      <input type="checkbox" checked={chosen.includes(person.guid)} onChange={(event) => toggle(person.guid, event.target.checked)} />
                      {person.name}
                    </label>
                  </li>
                ))}
              </ul>
              {errors.messageGuids ? (
                <p id="thanks-people-error" className="ui-field__error">
                  {errors.messageGuids}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <TextAreaField
            label={t('thanks.text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={THANKS_TEXT_MAX}
            rows={5}
            error={errors.text}
          />
          <div className="recipient-thanks__picture" role="group" aria-labelledby="thanks-picture-label" ref={pictureRef}>
            <p id="thanks-picture-label" className="recipient-thanks__picture-label">
              {t('thanks.picture.label')}
            </p>
            {picture.phase === 'done' && picture.imageUrl ? (
              <div className="recipient-thanks__preview" data-testid="thanks-picture-preview">
                <img src={picture.imageUrl} alt={t('thanks.picture.previewAlt')} />
                <Button variant="secondary" className="recipient-thanks__remove" onClick={removePicture}>
                  {t('thanks.picture.remove')}
                </Button>
              </div>
            ) : (
              <UploadButton
                label={t('thanks.picture.add')}
                accept={PICTURE_TYPES.join(',')}
                maxBytes={PICTURE_MAX_BYTES}
                onFileSelected={(file) => void choosePicture(file)}
                phase={picture.phase}
                progress={picture.progress}
                error={picture.error}
                labels={{ tooBig: t('thanks.picture.tooBig') }}
              />
            )}
            <p className="muted small">{t('thanks.picture.hint')}</p>
            {errors.imageUrl ? (
              <p className="ui-field__error" role="alert">
                {errors.imageUrl}
              </p>
            ) : null}
            <p className="visually-hidden" role="status">
              {pictureNote}
            </p>
          </div>
          {errors.form ? (
            <p className="ui-field__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" busy={busy} disabled={picture.phase === 'uploading' || picture.phase === 'processing'}>
            {t('thanks.send')}
          </Button>
        </form>
      )}
      {sent.length > 0 ? (
        <div className="recipient-thanks__previous">
          <h3>{t('thanks.previous')}</h3>
          <ul>
            {sent.map((item) => (
              <li key={item.guid}>
                <p className="muted small">{t('thanks.previousItem', { when: formatMediumDate(item.sentAt), to: toWhom(item) })}</p>
                <p className="recipient-thanks__text">{item.text}</p>
                {item.imageUrl ? <img className="recipient-thanks__image" src={item.imageUrl} alt={t('thanks.picture.sentAlt')} loading="lazy" /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
