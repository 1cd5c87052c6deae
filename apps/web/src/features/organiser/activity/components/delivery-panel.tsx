import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { deliverRequestSchema, timeZoneAbbreviation, type DeliverResponse, type DeliveryState } from '@groupgift/domain';
import { RecipientPreviewFrame } from '../../../../components/preview-frame/recipient-preview-frame';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError, genericErrorText } from '../../../../lib/api-client';
import { useResource } from '../../../../lib/use-resource';
import { getCollection } from '../../api/get-collection';
import { cancelDelivery } from '../api/cancel-delivery';
import { deliver } from '../api/deliver';
import { getDelivery } from '../api/get-delivery';
import { issueRecipientLink } from '../api/issue-recipient-link';
import { resendDelivery } from '../api/resend-delivery';
import { revokeRecipientLink } from '../api/revoke-recipient-link';
import { ConfirmDialog } from './confirm-dialog';
import { formatDateTime, fromZoneInput, localTimeZone, toZoneInput } from './delivery-format';
import { RecipientLink } from './recipient-link';
import './delivery.css';

export interface DeliveryPanelProps {
  collectionGuid: string;
  /** A delivery that closes the collection changes its status: the page reloads it. */
  onDelivered: (text: string) => void;
  onError: (text: string) => void;
}

type Errors = Partial<Record<'recipientName' | 'recipientEmail' | 'how' | 'at', string>>;
type Form = { recipientName: string; recipientEmail: string; byEmail: boolean; byLink: boolean; when: 'now' | 'later'; at: string; keepOpen: boolean };

function formFrom(state: DeliveryState, fallback: { name: string; email: string }, zone: string): Form {
  return {
    recipientName: state.recipientName ?? fallback.name,
    recipientEmail: state.recipientEmail ?? fallback.email,
    byEmail: state.status === 'not_delivered' ? true : state.byEmail,
    byLink: state.status === 'not_delivered' ? false : state.byLink,
    when: state.status === 'scheduled' ? 'later' : 'now',
    at: toZoneInput(state.scheduledAt, zone),
    keepOpen: state.keepOpen,
  };
}

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : genericErrorText();
}

/** The organiser delivers the card (decision 108): now or scheduled, by email and/or a private link. */
export function DeliveryPanel({ collectionGuid, onDelivered, onError }: DeliveryPanelProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const delivery = useResource((signal) => getDelivery(collectionGuid, signal), [collectionGuid], { logInOn401: true });
  // The collection's own recipient fields fill the form the first time.
  const collection = useResource((signal) => getCollection(collectionGuid, signal), [collectionGuid], { logInOn401: true });
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [freshUrl, setFreshUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'issue' | 'revoke' | null>(null);
  const [bounceEmail, setBounceEmail] = useState('');
  const [bounceError, setBounceError] = useState<string | undefined>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const seeded = useRef(false);

  const state = delivery.data;
  useEffect(() => {
    if (!state || seeded.current || collection.status === 'loading') return;
    seeded.current = true;
    const zone = collection.data?.timeZone ?? state.timeZone ?? localTimeZone();
    setForm(formFrom(state, { name: collection.data?.recipientName ?? '', email: collection.data?.recipientEmail ?? '' }, zone));
    setBounceEmail(state.recipientEmail ?? '');
  }, [state, collection.status, collection.data]);

  if (!state || !form) {
    if (delivery.status === 'error') {
      return (
        <section className="card-panel delivery-panel" aria-labelledby="delivery-heading" role="alert">
          <h2 id="delivery-heading">{t('delivery.panel.heading')}</h2>
          <p>{t('delivery.panel.failed')}</p>
          <Button variant="secondary" onClick={delivery.retry}>
            {t('delivery.panel.retry')}
          </Button>
        </section>
      );
    }
    return (
      <section className="card-panel delivery-panel" aria-labelledby="delivery-heading" aria-busy="true">
        <h2 id="delivery-heading">{t('delivery.panel.heading')}</h2>
        <Spinner label={t('delivery.panel.loading')} />
      </section>
    );
  }

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((previous) => (previous ? { ...previous, [key]: value } : previous));
  // One zone per collection (decision 144): the schedule is typed, and every time shown, on its clock.
  const zone = collection.data?.timeZone ?? state.timeZone ?? localTimeZone();

  function took(answer: DeliverResponse) {
    delivery.setData(answer.delivery);
    if (answer.recipientUrl) setFreshUrl(answer.recipientUrl);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const next: Errors = {};
    let when: { kind: 'now' } | { kind: 'scheduled'; at: string; timeZone: string } = { kind: 'now' };
    if (form.when === 'later') {
      const at = fromZoneInput(form.at, zone);
      if (!at) next.at = t('delivery.panel.errors.at');
      else if (at.getTime() <= Date.now()) next.at = t('delivery.panel.errors.future');
      else when = { kind: 'scheduled', at: at.toISOString(), timeZone: zone };
    }
    const request = {
      recipientName: form.recipientName,
      recipientEmail: form.byEmail || form.recipientEmail.trim() ? form.recipientEmail.trim() || null : null,
      byEmail: form.byEmail,
      byLink: form.byLink,
      when,
      keepOpen: form.keepOpen,
    };
    const parsed = deliverRequestSchema.safeParse(request);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'recipientName') next.recipientName ??= issue.message;
        if (key === 'recipientEmail') next.recipientEmail ??= issue.message;
        if (key === 'byEmail') next.how = t('delivery.panel.errors.how');
      }
    }
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    setBusy('deliver');
    try {
      const answer = await deliver(collectionGuid, parsed.data);
      took(answer);
      const scheduled = answer.delivery.status === 'scheduled';
      onDelivered(
        scheduled
          ? t('delivery.panel.scheduled', { when: formatDateTime(answer.delivery.scheduledAt, zone) })
          : t('delivery.panel.delivered'),
      );
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const fromServer: Errors = {
        recipientName: fields.recipientName?.[0],
        recipientEmail: fields.recipientEmail?.[0],
        how: fields.byEmail?.[0] ?? fields.byLink?.[0],
        at: fields['when.at']?.[0] ?? fields.when?.[0] ?? fields.at?.[0],
      };
      setErrors(fromServer);
      if (!Object.values(fromServer).some(Boolean)) onError(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function run(name: string, action: () => Promise<DeliverResponse>, done?: string) {
    setBusy(name);
    try {
      const answer = await action();
      took(answer);
      if (done) onDelivered(done);
    } catch (error) {
      onError(messageOf(error));
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  async function resend(event: FormEvent) {
    event.preventDefault();
    const email = bounceEmail.trim();
    if (!email) return setBounceError(t('shared:validation.required'));
    setBounceError(undefined);
    setBusy('resend');
    try {
      took(await resendDelivery(collectionGuid, email));
      onDelivered(t('delivery.panel.bounce.resent', { email }));
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.recipientEmail?.[0] : undefined;
      if (field) setBounceError(field);
      else onError(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  // Replacing a live link breaks the one already shared: ask first. With none active, just issue.
  function issueClicked() {
    if (state?.linkActive) setConfirm('issue');
    else void run('issue', () => issueRecipientLink(collectionGuid));
  }

  const delivered = state.status === 'delivered';
  const scheduled = state.status === 'scheduled';

  return (
    <section className="card-panel delivery-panel" aria-labelledby="delivery-heading" data-testid="delivery-panel">
      <h2 id="delivery-heading">{t('delivery.panel.heading')}</h2>
      <ul className="delivery-state" data-testid="delivery-state">
        <li>
          <span className={`activity-badge delivery-badge delivery-badge--${state.status}`}>
            {delivered
              ? t('delivery.panel.state.delivered', { when: formatDateTime(state.deliveredAt, zone) })
              : scheduled
                ? t('delivery.panel.state.scheduled', { when: formatDateTime(state.scheduledAt, zone) })
                : t('delivery.panel.state.not_delivered')}
          </span>
        </li>
        {delivered ? (
          <li>{state.openedAt ? t('delivery.panel.state.opened', { when: formatDateTime(state.openedAt, zone) }) : t('delivery.panel.state.notOpened')}</li>
        ) : null}
        {delivered || scheduled ? (
          <>
            {state.byEmail && state.recipientEmail ? <li>{t('delivery.panel.state.byEmail', { email: state.recipientEmail })}</li> : null}
            {state.byLink ? <li>{t('delivery.panel.state.byLink')}</li> : null}
          </>
        ) : null}
      </ul>

      {state.bounce ? (
        <form className="delivery-bounce" role="alert" onSubmit={(event) => void resend(event)} noValidate>
          <h3>{t('delivery.panel.bounce.heading')}</h3>
          <p>{t('delivery.panel.bounce.body', { when: formatDateTime(state.bounce.at, zone), reason: state.bounce.reason })}</p>
          <TextField
            label={t('delivery.panel.bounce.email')}
            type="email"
            autoComplete="off"
            value={bounceEmail}
            onChange={(event) => setBounceEmail(event.target.value)}
            error={bounceError}
          />
          <Button type="submit" busy={busy === 'resend'}>
            {t('delivery.panel.bounce.resend')}
          </Button>
        </form>
      ) : null}

      {freshUrl ? <RecipientLink url={freshUrl} onDismiss={() => setFreshUrl(null)} /> : null}

      {delivered || (scheduled && state.byLink) ? (
        <div className="delivery-link">
          <h3>{t('delivery.panel.link.heading')}</h3>
          <p className="muted small">
            {state.linkActive ? t('delivery.panel.link.active', { when: formatDateTime(state.linkIssuedAt, zone) }) : t('delivery.panel.link.none')}
          </p>
          <div className="delivery-actions">
            <Button variant="secondary" onClick={issueClicked} busy={busy === 'issue'}>
              {t('delivery.panel.link.issue')}
            </Button>
            {state.linkActive ? (
              <Button variant="danger" onClick={() => setConfirm('revoke')} busy={busy === 'revoke'}>
                {t('delivery.panel.link.revoke')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {!delivered ? (
        <form className="delivery-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="muted">{form.recipientName ? t('delivery.panel.intro', { name: form.recipientName }) : t('delivery.panel.introNoName')}</p>
          <div className="delivery-form__row">
            <TextField
              label={t('delivery.panel.recipientName')}
              value={form.recipientName}
              onChange={(event) => set('recipientName', event.target.value)}
              error={errors.recipientName}
              autoComplete="off"
              required
            />
            {form.byEmail ? (
              <TextField
                label={t('delivery.panel.recipientEmail')}
                type="email"
                value={form.recipientEmail}
                onChange={(event) => set('recipientEmail', event.target.value)}
                error={errors.recipientEmail}
                autoComplete="off"
                required
              />
            ) : null}
          </div>
          <fieldset className="delivery-form__group" aria-describedby={errors.how ? 'delivery-how-error' : undefined}>
            <legend>{t('delivery.panel.how')}</legend>
            <label className="delivery-choice">
              <input type="checkbox" checked={form.byEmail} onChange={(event) => set('byEmail', event.target.checked)} />
              {t('delivery.panel.byEmail')}
            </label>
            <label className="delivery-choice">
              <input type="checkbox" checked={form.byLink} onChange={(event) => set('byLink', event.target.checked)} />
              {t('delivery.panel.byLink')}
            </label>
            {errors.how ? (
              <p id="delivery-how-error" className="ui-field__error">
                {errors.how}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="delivery-form__group">
            <legend>{t('delivery.panel.when')}</legend>
            <label className="delivery-choice">
              <input type="radio" name="delivery-when" checked={form.when === 'now'} onChange={() => set('when', 'now')} />
              {t('delivery.panel.now')}
            </label>
            <label className="delivery-choice">
              <input type="radio" name="delivery-when" checked={form.when === 'later'} onChange={() => set('when', 'later')} />
              {t('delivery.panel.later')}
            </label>
            {form.when === 'later' ? (
              <TextField
                label={t('delivery.panel.at')}
                hint={t('delivery.panel.atHint', { zone, abbr: timeZoneAbbreviation(fromZoneInput(form.at, zone) ?? new Date(), zone) })}
                type="datetime-local"
                value={form.at}
                min={toZoneInput(new Date().toISOString(), zone)}
                onChange={(event) => set('at', event.target.value)}
                error={errors.at}
              />
            ) : null}
          </fieldset>
          <label className="delivery-choice">
            <input type="checkbox" checked={form.keepOpen} onChange={(event) => set('keepOpen', event.target.checked)} aria-describedby="delivery-keep-open-hint" />
            {t('delivery.panel.keepOpen')}
          </label>
          <p id="delivery-keep-open-hint" className="muted small delivery-form__hint">
            {t('delivery.panel.keepOpenHint')}
          </p>
          {state.messageCount === 0 ? (
            <p className="delivery-warning" data-testid="delivery-no-messages">
              {t('delivery.panel.noMessages')}
            </p>
          ) : null}
          <div className="delivery-actions">
            <Button type="submit" busy={busy === 'deliver'}>
              {form.when === 'now' ? t('delivery.panel.submitNow') : scheduled ? t('delivery.panel.submitChange') : t('delivery.panel.submitSchedule')}
            </Button>
            {scheduled ? (
              <Button variant="secondary" busy={busy === 'cancel'} onClick={() => void run('cancel', () => cancelDelivery(collectionGuid), t('delivery.panel.cancelled'))}>
                {t('delivery.panel.cancelSchedule')}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}

      {state.thanks.length > 0 ? (
        <div className="delivery-thanks" data-testid="delivery-thanks">
          <h3>{t('delivery.panel.thanks.heading')}</h3>
          <ul>
            {state.thanks.map((item) => (
              <li key={item.guid}>
                <p className="muted small">
                  {item.to === 'everyone' ? t('delivery.panel.thanks.toEveryone') : t('delivery.panel.thanks.toChosen')} ·{' '}
                  {t('delivery.panel.thanks.sent', { when: formatDateTime(item.sentAt, zone), count: item.mailed })}
                </p>
                {item.imageUrl ? <img className="delivery-thanks__picture" src={item.imageUrl} alt={t('delivery.panel.thanks.pictureAlt')} loading="lazy" /> : null}
                <p className="delivery-thanks__text">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="delivery-preview">
        <h3>{t('delivery.panel.preview.heading')}</h3>
        <Button variant="secondary" aria-expanded={previewOpen} onClick={() => setPreviewOpen((open) => !open)}>
          {previewOpen ? t('delivery.panel.preview.hide') : t('delivery.panel.preview.show')}
        </Button>
        {previewOpen ? <RecipientPreviewFrame collectionGuid={collectionGuid} title={t('delivery.panel.preview.frameTitle')} /> : null}
      </div>

      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'revoke' ? t('delivery.panel.link.confirmRevoke') : t('delivery.panel.link.confirmIssue')}
        confirmLabel={confirm === 'revoke' ? t('delivery.panel.link.revoke') : t('delivery.panel.link.issue')}
        tone={confirm === 'revoke' ? 'danger' : 'primary'}
        busy={busy === 'issue' || busy === 'revoke'}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          void (confirm === 'revoke'
            ? run('revoke', () => revokeRecipientLink(collectionGuid), t('delivery.panel.link.revoked'))
            : run('issue', () => issueRecipientLink(collectionGuid)))
        }
      />
    </section>
  );
}
