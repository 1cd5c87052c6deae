import { lazy, Suspense, useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH, writerOccasionFor, type Collection, type Message } from '@groupgift/domain';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { UploadButton, type UploadPhase } from '../../../components/ui/upload-button';
import { ApiError } from '../../../lib/api-client';
import { appStatus } from '../../../lib/app-status';
import { i18n, useTranslation } from '../../../lib/i18n';
import { useJourney } from '../../../lib/journey/use-journey';
import { forgetWaitingMessage, rememberWaitingMessage, waitingMessageFor } from '../../../lib/waiting-message';
import { usePictureUpload, ACCEPTED_PICTURE_TYPES, MAX_PICTURE_BYTES } from '../hooks/use-picture-upload';
import { editTokenStore, groupCardStore, messageDraftStore, pathwayStore, paymentDetailsStore, type MessageDraft } from '../../../lib/journey/journey-store';
import { storeGroupCard } from '../api/store-group-card';
import { editGroupCard } from '../api/edit-group-card';
import { getEditableMessage } from '../api/get-editable-message';
import { STEP } from '../../../lib/journey/steps';
import { StepHeader } from '../../../components/journey/step-header';
import { MessagePreview } from './message-preview';
import { BoardThemeArea } from '../../../components/card/board-theme';
import { PictureLibraryDialog } from './picture-library-dialog';
import { CardOptions } from './card-options';
import type { PickedPicture } from './picture-search-panel';

// Loaded when first opened: the sign page stays light for everyone who never searches.
const LazyPictureSearchPanel = lazy(() => import('./picture-search-panel').then((m) => ({ default: m.PictureSearchPanel })));
import './sign-page.css';

type EditStatus = 'none' | 'loading' | 'ready' | 'refused';

interface Errors {
  from?: string;
  comment?: string;
}

export function validateMessage(draft: Pick<MessageDraft, 'from' | 'comment' | 'imageURL' | 'cardOption'>): Errors {
  const errors: Errors = {};
  if (!draft.from.trim()) errors.from = i18n.t('shared:validation.required');
  else if (draft.from.trim().length > 100) errors.from = i18n.t('shared:validation.maxLength', { n: 100 });
  const hasPicture = draft.cardOption === 'picture' && Boolean(draft.imageURL);
  if (!draft.comment.trim() && !hasPicture) errors.comment = i18n.t('shared:validation.required');
  else if (draft.comment.trim().length > MESSAGE_MAX_LENGTH) errors.comment = i18n.t('shared:validation.maxLength', { n: MESSAGE_MAX_LENGTH });
  return errors;
}

/** The draft that edits a message already on the card (edit mode, or one waiting for its payment). */
function draftOfSavedMessage(collectionGuid: string, message: Message): Partial<MessageDraft> {
  return {
    collectionGuid,
    from: message.from || message.name,
    comment: message.comment,
    imageURL: message.imageURL,
    imageUsed: message.imageUsed,
    width: message.width,
    height: message.height,
    cardOption: message.imageUsed && message.imageURL ? 'picture' : 'text',
    savedMessageId: message.id,
    savedLogId: message.logid ?? message.id,
  };
}

/**
 * What the sign page gives the message writer in its slot. The writer is its own feature, so the
 * route layer hands it in (app/screens/sign-screen.tsx) instead of this page importing it.
 */
export interface MessageWriterProps {
  prompt: string;
  collectionId: string;
  market: Collection['countryCode'];
  recipientName: string | null | undefined;
  occasion: ReturnType<typeof writerOccasionFor>;
  currentMessage: string;
  onInsert(text: string): void;
}

/** Sign the card: name, message, an optional picture, card options and a live preview. */
export function SignPage({ writer: Writer }: { writer?: ComponentType<MessageWriterProps> }) {
  const { t } = useTranslation(['translation', 'shared']);
  const journey = useJourney();
  const { collection, draft, pathway, search, collectionGuid } = journey;
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // The chosen result's credit, shown under the picture while it is the one on the message.
  const [picked, setPicked] = useState<PickedPicture | null>(null);
  // A link whose messageId is not a message id cannot load: say so rather than open a blank form.
  const badEditLink = search.has('messageId') && !(pathway.isEdit && pathway.editMessageId);
  const [editStatus, setEditStatus] = useState<EditStatus>(
    badEditLink ? 'refused' : pathway.isEdit && pathway.editMessageId ? 'loading' : 'none',
  );
  const { state: upload, upload: startUpload, reset: resetUpload } = usePictureUpload(collectionGuid, journey.isPreview, (image) =>
    messageDraftStore.patch({ imageURL: image.imageURL, imageUsed: true, width: image.width, height: image.height }),
  );

  const editMessageId = pathway.isEdit ? pathway.editMessageId : null;
  const queryToken = search.get('token');

  // Edit mode (SPEC §4, DESIGN §3): load the message only with a matching edit token.
  useEffect(() => {
    if (!editMessageId) return;
    if (queryToken) editTokenStore.set((tokens) => ({ ...tokens, [String(editMessageId)]: queryToken }));
    const token = queryToken ?? editTokenStore.get()[String(editMessageId)];
    if (!token) {
      setEditStatus('refused');
      return;
    }
    let cancelled = false;
    setEditStatus('loading');
    getEditableMessage(editMessageId, token)
      .then((message) => {
        if (cancelled) return;
        messageDraftStore.patch(draftOfSavedMessage(collectionGuid, message));
        setEditStatus('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) setEditStatus('refused');
        else {
          appStatus.showError(error instanceof Error ? error.message : t('shared:error.generic'));
          setEditStatus('refused');
        }
      });
    return () => {
      cancelled = true;
    };
  }, [editMessageId, queryToken, collectionGuid, t]);

  // A sign & chip in left before its payment succeeded (back, a closed tab, a new start from the
  // landing page) comes back to the same message, so a retry edits it instead of adding a copy
  // (decision 102). Only a message still waiting for its payment is picked up again.
  const waitingId = editStatus === 'none' && !journey.isPreview && !draft.savedMessageId ? waitingMessageFor(collectionGuid) : null;
  const [resuming, setResuming] = useState(() => waitingId !== null);
  useEffect(() => {
    if (waitingId === null) {
      setResuming(false);
      return;
    }
    const token = editTokenStore.get()[String(waitingId)];
    if (!token) {
      forgetWaitingMessage(collectionGuid);
      setResuming(false);
      return;
    }
    let cancelled = false;
    getEditableMessage(waitingId, token)
      .then((message) => {
        if (cancelled) return;
        if (!message.awaitingPayment) {
          forgetWaitingMessage(collectionGuid);
          return;
        }
        messageDraftStore.patch(draftOfSavedMessage(collectionGuid, message));
      })
      .catch(() => {
        // Gone or no longer ours: write a new message.
        if (!cancelled) forgetWaitingMessage(collectionGuid);
      })
      .finally(() => {
        if (!cancelled) setResuming(false);
      });
    return () => {
      cancelled = true;
    };
  }, [waitingId, collectionGuid]);

  if (!collection) return null;
  const showQuestion = journey.isSignOnlyJourney && Boolean(collection.contributionQuestion);
  const savedId = draft.savedMessageId;
  const savedToken = savedId ? editTokenStore.get()[String(savedId)] : undefined;
  const isEditing = editStatus === 'ready' || Boolean(savedId && savedToken);

  function update(patch: Partial<MessageDraft>) {
    messageDraftStore.patch(patch);
    if (Object.keys(errors).length) setErrors((previous) => ({ ...previous, ...validateMessage({ ...draft, ...patch }) }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateMessage(draft);
    setErrors(found);
    if (found.from || found.comment) {
      document.getElementById(found.from ? 'sign-from' : 'sign-comment')?.querySelector<HTMLElement>('input, textarea')?.focus();
      return;
    }
    // The organiser's preview stores nothing: the message never reaches the card (decision 070).
    if (journey.isPreview) {
      void journey.goNext(STEP.sign);
      return;
    }
    const usePicture = draft.cardOption === 'picture' && Boolean(draft.imageURL);
    const awaitsPayment = !journey.isSignOnlyJourney && editStatus !== 'ready';
    const body = {
      collection: collectionGuid,
      from: draft.from.trim(),
      name: draft.from.trim(),
      comment: draft.comment.trim(),
      imageURL: usePicture ? draft.imageURL : null,
      imageUsed: usePicture,
      textUsed: draft.comment.trim().length > 0,
      invId: pathway.invitationGuidId,
      // Sign-only pathways never reach a payment, so the question's answer travels with the message.
      ...(showQuestion ? { collectionAnswer: journey.payment.contributionQuestionAnswer.trim() } : {}),
      width: usePicture ? draft.width : null,
      height: usePicture ? draft.height : null,
      // On a pathway that pays, the message shows once the payment succeeds (decision 102). An edit
      // from a receipt's link is of a message already on the card.
      awaitsPayment,
    };
    setSaving(true);
    try {
      const id = editStatus === 'ready' ? editMessageId : savedId;
      const token = id ? editTokenStore.get()[String(id)] : undefined;
      const result = id && token ? await editGroupCard({ ...body, messageId: id, editToken: token }) : await storeGroupCard(body);
      const message = result.message;
      if (result.editToken && message.id) editTokenStore.set((tokens) => ({ ...tokens, [String(message.id)]: result.editToken! }));
      messageDraftStore.patch({ savedMessageId: message.id, savedLogId: message.logid ?? message.id });
      if (message.id && awaitsPayment) rememberWaitingMessage(collectionGuid, message.id);
      else if (editStatus !== 'ready') forgetWaitingMessage(collectionGuid);
      groupCardStore.set((card) =>
        card ? { ...card, messages: [...card.messages.filter((existing) => existing.id !== message.id), message] } : card,
      );
      if (editStatus === 'ready') {
        pathwayStore.patch({ isEdit: false, editMessageId: null });
        void journey.goTo(STEP.cardReview);
      } else {
        void journey.goNext(STEP.sign);
      }
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = error.fieldErrors;
        setErrors({ from: fieldErrors.from?.[0], comment: fieldErrors.comment?.[0] });
        if (error.status === 403) setEditStatus('refused');
        else if (!Object.keys(fieldErrors).length && error.status !== 0) appStatus.showError(error.message);
      }
    } finally {
      setSaving(false);
    }
  }

  if (editStatus === 'loading' || resuming) {
    return (
      <div className="step-page">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (editStatus === 'refused') {
    return (
      <section className="step-page card-panel" aria-labelledby="sign-title">
        <h1 id="sign-title">{t('sign.editHeading')}</h1>
        <p className="notice notice--warning">{t('sign.editRefused')}</p>
        <div className="actions">
          <Button
            onClick={() => {
              // A fresh message: nothing of the message that did not load is kept or overwritten.
              pathwayStore.patch({ isEdit: false, editMessageId: null });
              messageDraftStore.patch({ savedMessageId: null, savedLogId: null });
              setEditStatus('none');
              void journey.goTo(STEP.sign);
            }}
          >
            {t('sign.writeNew')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              pathwayStore.patch({ isEdit: false, editMessageId: null });
              void journey.goTo(STEP.landing);
            }}
          >
            {t('buttons.backToStart')}
          </Button>
        </div>
      </section>
    );
  }

  const uploadPhase: UploadPhase = upload.status;
  return (
    <div className="step-page step-page--wide sign-page">
      <StepHeader step={STEP.sign} />
      <h1 className="step-page__heading">{editStatus === 'ready' ? t('sign.editHeading') : t('sign.heading')}</h1>
      {editStatus === 'ready' ? <p className="notice">{t('sign.editLoaded')}</p> : null}
      {/* Back on a message saved earlier that still waits for its payment (decision 102). */}
      {editStatus !== 'ready' && !journey.isSignOnlyJourney && savedId !== null && waitingMessageFor(collectionGuid) === savedId ? (
        <p className="notice">{t('sign.resumed')}</p>
      ) : null}
      <div className="sign-page__layout">
        <form className="step-form card-panel" onSubmit={onSubmit} noValidate aria-labelledby="sign-form-title">
          <h2 id="sign-form-title" className="visually-hidden">
            {t('sign.heading')}
          </h2>
          <div id="sign-from">
            <TextField
              label={t('sign.name')}
              hint={t('sign.nameHint')}
              autoComplete="name"
              value={draft.from}
              maxLength={100}
              error={errors.from}
              onChange={(event) => update({ from: event.target.value })}
              required
            />
          </div>
          <div id="sign-comment">
            <TextAreaField
              label={t('sign.message')}
              hint={t('sign.messageHint', { count: draft.comment.length, max: MESSAGE_MAX_LENGTH })}
              value={draft.comment}
              maxLength={MESSAGE_MAX_LENGTH}
              error={errors.comment}
              rows={6}
              onChange={(event) => update({ comment: event.target.value })}
            />
          </div>
          {Writer ? (
            <Writer
              prompt={t('sign.magicPrompt')}
              collectionId={collection.collectionGuid}
              market={collection.countryCode}
              recipientName={collection.recipientName}
              occasion={writerOccasionFor(collection.collectionOccasion, collection.collectionSubtitle, collection.collectionDescription)}
              currentMessage={draft.comment}
              onInsert={(text) => update({ comment: text.slice(0, MESSAGE_MAX_LENGTH) })}
            />
          ) : null}

          <CardOptions value={draft.cardOption} onChange={(cardOption) => update({ cardOption })} />

          {draft.cardOption === 'picture' ? (
            <fieldset className="fieldset sign-page__picture">
              <legend>{t('sign.picture')}</legend>
              <p className="muted small">{t('sign.pictureHint', { size: '5 MB' })}</p>
              <UploadButton
                label={t('buttons.uploadPhoto')}
                accept={ACCEPTED_PICTURE_TYPES.join(',')}
                maxBytes={MAX_PICTURE_BYTES}
                phase={uploadPhase}
                progress={upload.status === 'uploading' ? upload.progress : undefined}
                error={upload.status === 'failed' ? upload.error : undefined}
                // The hook's failure text is already a whole sentence (the server's own words for a
                // refused picture): shown as it is, not after "Upload failed, with error".
                labels={{ done: t('sign.uploaded'), failedWith: (error) => error }}
                onFileSelected={(file) => void startUpload(file)}
              />
              <div className="actions">
                <Button variant="secondary" onClick={() => setSearchOpen(true)}>
                  {t('pictureSearch.open')}
                </Button>
                <Button variant="secondary" onClick={() => setLibraryOpen(true)}>
                  {t('buttons.choosePicture')}
                </Button>
                {draft.imageURL ? (
                  <Button
                    variant="ghost"
                    onClick={() => {
                      update({ imageURL: null, imageUsed: false, width: null, height: null });
                      resetUpload();
                    }}
                  >
                    {t('buttons.removePicture')}
                  </Button>
                ) : null}
              </div>
              {picked && picked.imageURL === draft.imageURL ? <PictureCredit picture={picked} /> : null}
            </fieldset>
          ) : null}

          {showQuestion ? (
            <TextField
              label={collection.contributionQuestion}
              hint={t('howMuch.question')}
              value={journey.payment.contributionQuestionAnswer}
              maxLength={1000}
              onChange={(event) => paymentDetailsStore.patch({ contributionQuestionAnswer: event.target.value, cqid: collection.cqid })}
            />
          ) : null}

          <div className="step-form__actions">
            <Button type="submit" busy={saving}>
              {isEditing ? t('buttons.saveChanges') : t('buttons.saveMessage')}
            </Button>
          </div>
        </form>
        <section className="sign-page__preview" aria-labelledby="preview-title">
          <h2 id="preview-title" className="sign-page__preview-title">
            {t('sign.preview')}
          </h2>
          <BoardThemeArea theme={collection.coverPage?.boardTheme}>
            <div aria-live="off">
              <MessagePreview
                from={draft.from}
                comment={draft.comment}
                imageURL={draft.imageURL}
                width={draft.width}
                height={draft.height}
                showPicture={draft.cardOption === 'picture'}
                highlight
              />
            </div>
          </BoardThemeArea>
        </section>
      </div>
      {searchOpen ? (
        <Suspense fallback={null}>
          <LazyPictureSearchPanel
            open
            collectionGuid={collectionGuid}
            preview={journey.isPreview}
            onClose={() => setSearchOpen(false)}
            onChoose={(picture) => {
              update({ imageURL: picture.imageURL, imageUsed: true, width: picture.width, height: picture.height });
              setPicked(picture);
              resetUpload();
              setSearchOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      <PictureLibraryDialog
        open={libraryOpen}
        onClose={() => setLibraryOpen(false)}
        onChoose={(picture) => {
          update({ imageURL: picture.url, imageUsed: true, width: 240, height: 240 });
          resetUpload();
          setLibraryOpen(false);
        }}
      />
    </div>
  );
}

/** Who made the chosen picture, linked as the provider's terms ask. */
function PictureCredit({ picture }: { picture: PickedPicture }) {
  const { t } = useTranslation();
  const { credit } = picture;
  return (
    <p className="muted small sign-page__credit">
      {t('pictureSearch.chosen', { title: picture.title })}
      {credit ? (
        <>
          {' '}
          {credit.url ? (
            <a href={credit.url} target="_blank" rel="noopener noreferrer">
              {t('pictureSearch.credit', { credit: credit.text })}
            </a>
          ) : (
            t('pictureSearch.credit', { credit: credit.text })
          )}
        </>
      ) : null}
    </p>
  );
}
