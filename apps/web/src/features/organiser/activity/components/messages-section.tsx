import { useState, type ReactNode } from 'react';
import { type OrganiserMessage } from '@groupgift/domain';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { deleteMessage } from '../api/delete-message';
import { setMessageHidden } from '../api/set-message-hidden';
import { ConfirmDialog } from './confirm-dialog';
import { ZonedDateTime } from './zoned-date-time';

export interface MessagesSectionProps {
  collectionGuid: string;
  hasGroupCard: boolean;
  /** The collection's zone (decision 144). */
  timeZone?: string;
  messages: OrganiserMessage[];
  onChanged: (messages: OrganiserMessage[], announcement: string) => void;
  onError: (message: string) => void;
  /** Under the list: the count and "Show more" of the paged list. */
  footer?: ReactNode;
}

/** The card's messages with hide/show and delete; hidden ones stay listed here, marked. */
export function MessagesSection({ collectionGuid, hasGroupCard, timeZone, messages, onChanged, onError, footer }: MessagesSectionProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const [pending, setPending] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<OrganiserMessage | null>(null);

  async function toggle(message: OrganiserMessage) {
    setPending(message.guid);
    try {
      const updated = await setMessageHidden(collectionGuid, message.guid, !message.hidden);
      onChanged(
        messages.map((m) => (m.guid === updated.guid ? updated : m)),
        t(updated.hidden ? 'activity.messages.hidden' : 'activity.messages.shown', { name: message.name }),
      );
    } catch (caught) {
      onError(caught instanceof ApiError ? caught.message : t('shared:error.generic'));
    } finally {
      setPending(null);
    }
  }

  async function remove() {
    if (!toDelete) return;
    const message = toDelete;
    setPending(message.guid);
    try {
      await deleteMessage(collectionGuid, message.guid);
      setToDelete(null);
      onChanged(
        messages.filter((m) => m.guid !== message.guid),
        t('activity.messages.deleted', { name: message.name }),
      );
    } catch (caught) {
      setToDelete(null);
      onError(caught instanceof ApiError ? caught.message : t('shared:error.generic'));
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="messages-heading" className="activity-section">
      <h2 id="messages-heading">{t('activity.messages.heading')}</h2>
      {!hasGroupCard ? (
        <p className="activity-empty">{t('activity.messages.noCard')}</p>
      ) : messages.length === 0 ? (
        <p className="activity-empty">{t('activity.messages.empty')}</p>
      ) : (
        <>
          <p className="muted small">{t('activity.messages.hiddenNote')}</p>
          <ul className="activity-messages">
            {messages.map((message) => (
              <li key={message.guid} className={`activity-message${message.hidden ? ' is-hidden' : ''}`}>
                <div className="activity-message__body">
                  <p className="activity-message__from">
                    {t('activity.messages.from', { name: message.name })}
                    {message.hidden ? <span className="activity-pill activity-pill--hidden">{t('activity.messages.hiddenBadge')}</span> : null}
                  </p>
                  {message.comment ? <p className="activity-message__text">{message.comment}</p> : null}
                  {message.imageUrl ? (
                    <img className="activity-message__image" src={message.imageUrl} alt={t('activity.messages.picture', { name: message.name })} />
                  ) : null}
                  <p className="muted small">
                    <ZonedDateTime value={message.commentDate} timeZone={timeZone} />
                  </p>
                </div>
                <div className="activity-message__actions">
                  <Button
                    variant="secondary"
                    busy={pending === message.guid}
                    onClick={() => void toggle(message)}
                    aria-label={`${t(message.hidden ? 'activity.messages.unhide' : 'activity.messages.hide')}: ${message.name}`}
                  >
                    {t(message.hidden ? 'activity.messages.unhide' : 'activity.messages.hide')}
                  </Button>
                  <Button
                    variant="ghost"
                    className="activity-danger-text"
                    disabled={pending === message.guid}
                    onClick={() => setToDelete(message)}
                    aria-label={`${t('activity.messages.delete')}: ${message.name}`}
                  >
                    {t('activity.messages.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {footer}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('activity.messages.deleteTitle')}
        confirmLabel={t('activity.messages.delete')}
        tone="danger"
        busy={toDelete !== null && pending === toDelete.guid}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      >
        <p>{t('activity.messages.deleteBody', { name: toDelete?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
