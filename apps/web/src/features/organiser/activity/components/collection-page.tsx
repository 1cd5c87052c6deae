import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatInZone, setupTypeTakesMoney, type CollectionActivity, type OrganiserMessage, type RefundResponse } from '@groupgift/domain';
import { CardCoverImage } from '../../../../components/card-cover/card-cover-image';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../lib/i18n';
import { getActivity } from '../api/get-activity';
import { getContributions } from '../api/get-contributions';
import { getInvitees } from '../api/get-invitees';
import { getMessages } from '../api/get-messages';
import { useResource } from '../../../../lib/use-resource';
import { usePagedList, type PagedList } from '../hooks/use-paged-list';
import { ActivityTabs, type ActivityTab } from './activity-tabs';
import { ContributionsSection } from './contributions-section';
import { DeliveryPanel } from './delivery-panel';
import { InvitationLink } from './invitation-link';
import { InviteesSection } from './invitees-section';
import { MessagesSection } from './messages-section';
import { PreviewSlot } from './preview-slot';
import { PurchasePanel } from './purchase-panel';
import { ShowMore } from './show-more';
import { StatusActions } from './status-actions';
import { RecentActivity, SummaryFigures } from './summary-figures';
import { collectionStage } from '../../collection-life';
import './activity.css';

const TABS = ['contributions', 'messages', 'invitations', 'preview'] as const;
// An ended session on any of the page's loads goes to log in and comes back here.
const LOG_IN_ON_401 = { logInOn401: true };

/** What the page hands the money panel that `src/app/screens` puts in its slot (issue 15). */
interface MoneySlotProps {
  collectionGuid: string;
  market: 'AU' | 'US';
  status: string;
  onNotice: (text: string) => void;
  onError: (text: string) => void;
}

/** /dashboard/collections/:id — one collection's activity, status actions and invitations. */
export function CollectionPage({ money: Money }: { money?: ComponentType<MoneySlotProps> }) {
  const { id = '' } = useParams();
  const { t } = useTranslation(['translation', 'shared']);
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<{ tone: 'status' | 'error'; text: string } | null>(null);
  const [refundStates, setRefundStates] = useState<Record<string, RefundResponse['status']>>({});

  const activity = useResource((signal) => getActivity(id, signal), [id], LOG_IN_ON_401);
  // The three lists page (decision 122): each shows its first page and reads on with "Show more".
  const contributions = usePagedList(
    async (page, signal) => {
      const answer = await getContributions(id, page, signal);
      return { ...answer, rows: answer.contributions };
    },
    [id],
    LOG_IN_ON_401,
  );
  const messages = usePagedList(
    async (page, signal) => {
      const answer = await getMessages(id, page, signal);
      return { ...answer, rows: answer.messages };
    },
    [id],
    LOG_IN_ON_401,
  );
  const invitees = usePagedList(
    async (page, signal) => {
      const answer = await getInvitees(id, page, signal);
      return { ...answer, rows: answer.invitees };
    },
    [id],
    LOG_IN_ON_401,
  );

  const announce = useCallback((text: string) => setNotice({ tone: 'status', text }), []);
  const fail = useCallback((text: string) => setNotice({ tone: 'error', text }), []);
  type ListFoot = Pick<PagedList<{ guid: string }, { total: number }>, 'rows' | 'summary' | 'hasMore' | 'loadingMore' | 'loadMore'>;
  const footerOf = (list: ListFoot) => (
    <ShowMore
      shown={list.rows.length}
      total={list.summary?.total ?? null}
      hasMore={list.hasMore}
      busy={list.loadingMore}
      onMore={() => list.loadMore().catch(() => fail(t('shared:error.generic')))}
    />
  );

  const requestedTab = TABS.find((name) => name === params.get('tab'));
  const selectTab = (next: string) => {
    const search = new URLSearchParams(params);
    search.set('tab', next);
    setParams(search, { replace: true });
  };
  // "Invite by email" from the invite block opens the invitations tab and puts the cursor in its form.
  const [focusInviteForm, setFocusInviteForm] = useState(false);
  useEffect(() => {
    if (!focusInviteForm) return;
    const field = document.querySelector<HTMLTextAreaElement>('.invite-form textarea');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus();
    setFocusInviteForm(false);
  }, [focusInviteForm, requestedTab]);
  const inviteByEmail = () => {
    selectTab('invitations');
    setFocusInviteForm(true);
  };

  const data = activity.data;
  if (!data) {
    if (activity.status === 'error') {
      const missing = activity.error?.status === 404 || activity.error?.status === 400;
      return (
        <div className="activity-page">
          <section className="card-panel activity-problem" role="alert">
            <p>{missing ? t('activity.notFound') : t('shared:error.generic')}</p>
            {missing ? null : <Button onClick={() => void activity.reload()}>{t('activity.retry')}</Button>}
            <Link to="/dashboard">{t('activity.backToDashboard')}</Link>
          </section>
        </div>
      );
    }
    return (
      <div className="activity-page activity-page--loading" aria-busy="true">
        <Spinner label={t('activity.loading')} />
      </div>
    );
  }

  // A card-only collection takes no money (Group Card Only, the paid and free cards): no money
  // figures and no contributions tab, so the messages come first.
  const takesMoney = setupTypeTakesMoney(data.setupType);
  const firstTab = takesMoney ? 'contributions' : 'messages';
  const tab = requestedTab && (takesMoney || requestedTab !== 'contributions') ? requestedTab : firstTab;

  const onStatusChanged = (next: CollectionActivity, text: string) => {
    activity.setData(next);
    announce(text);
  };
  // A hide answers the message, a delete takes it off: both apply in place, on whatever page it was.
  const onMessagesChanged = (next: OrganiserMessage[], text: string) => {
    const removed = messages.rows.length - next.length;
    messages.update(
      () => next,
      (whole) => ({ ...whole, total: Math.max(0, whole.total - removed) }),
    );
    announce(text);
  };
  // The refund answers the collection's new figures: show them at once, then reload the list so
  // its statuses come from the ledger.
  const onRefunded = (answer: RefundResponse, text: string) => {
    const { soFarCollected, joinedSofar, charityShare } = answer.collection;
    activity.setData({ ...data, summary: { ...data.summary, collected: soFarCollected, joined: joinedSofar, charityShare } });
    setRefundStates((previous) => ({ ...previous, [answer.paymentGuid]: answer.status }));
    announce(text);
    void contributions.reload();
    // The fee breakdown moved too (a refund keeps an absorbed fee): the server's figures again.
    void activity.reload();
  };
  const onInviteesChanged = (text: string) => {
    announce(text);
    void invitees.reload();
  };

  // The page follows the collection's life (decision 140): invite first until someone joins, then
  // the progress, and near or after the close the delivery. Decided once the lists have answered,
  // so the page does not jump from one order to another while they load.
  const hasCard = data.hasGroupCard;
  const signed = messages.summary?.total ?? 0;
  const listsKnown =
    (messages.summary !== null || messages.status === 'error') &&
    (!takesMoney || contributions.summary !== null || contributions.status === 'error');
  const stage = collectionStage(
    { status: data.status, closeDate: data.closeDate, joined: data.summary.joined, signed, hasCard, takesMoney, delivery: null },
    new Date(),
  );
  const canJoin = data.status === 'open';

  const allTabs: ActivityTab[] = [
    {
      id: 'contributions',
      label: t('activity.tabs.contributions'),
      panel: (
        <ContributionsSection
          market={data.market}
          timeZone={data.timeZone}
          contributions={contributions.rows}
          onRefunded={onRefunded}
          refundStates={refundStates}
          footer={footerOf(contributions)}
          totals={contributions.summary?.breakdown}
          canJoin={canJoin}
        />
      ),
    },
    {
      id: 'messages',
      label: t('activity.tabs.messages'),
      panel: (
        <MessagesSection
          collectionGuid={data.guid}
          hasGroupCard={data.hasGroupCard}
          timeZone={data.timeZone}
          messages={messages.rows}
          onChanged={onMessagesChanged}
          onError={fail}
          footer={footerOf(messages)}
        />
      ),
    },
    {
      id: 'invitations',
      label: t('activity.tabs.invitations'),
      panel: (
        <section aria-labelledby="invitations-heading" className="activity-section">
          <h2 id="invitations-heading">{t('activity.invitations.heading')}</h2>
          {/* The link itself sits above the tabs while people can still join. */}
          {canJoin ? null : <InvitationLink url={data.invitationUrl} title={data.title} inTab />}
          <InviteesSection
            collectionGuid={data.guid}
            invitees={invitees.rows}
            timeZone={data.timeZone}
            remindable={invitees.summary?.remindable ?? 0}
            canSend={data.status === 'open'}
            onChanged={onInviteesChanged}
            onError={fail}
            footer={footerOf(invitees)}
          />
        </section>
      ),
    },
    { id: 'preview', label: t('activity.tabs.preview'), panel: <PreviewSlot collectionGuid={data.guid} /> },
  ];
  const tabs = takesMoney ? allTabs : allTabs.filter((each) => each.id !== 'contributions');

  return (
    <div className="activity-page">
      <p className="activity-back">
        <Link to="/dashboard">{t('activity.backToDashboard')}</Link>
      </p>
      <header className="activity-head">
        {/* The card's cover, as every other place shows it (issue 31). */}
        {data.coverImage ? <CardCoverImage image={data.coverImage} className="activity-head__cover" /> : null}
        <div className="activity-head__title">
          <h1>{data.title}</h1>
          <p className="activity-head__meta">
            <span className={`activity-badge activity-badge--${data.status}`} data-testid="collection-status">
              {t(`activity.status.${data.status}`)}
            </span>
            <span className="muted">
              {t(data.closeDatePassed ? 'activity.closedOn' : 'activity.closesOn', { date: formatInZone(data.closeDate, data.timeZone) })}
            </span>
          </p>
        </div>
        <StatusActions activity={data} onChanged={onStatusChanged} />
      </header>

      <div className={`activity-notice activity-notice--${notice?.tone ?? 'status'}`} role="status" aria-live="polite">
        {notice?.tone === 'status' ? notice.text : ''}
      </div>
      <div className="activity-notice activity-notice--error" role="alert">
        {notice?.tone === 'error' ? notice.text : ''}
      </div>

      <PurchasePanel activity={data} />
      {listsKnown ? (
        orderFor(stage, {
          invite: canJoin ? (
            <InvitationLink
              key="invite"
              url={data.invitationUrl}
              title={data.title}
              prominent={stage === 'invite'}
              onInviteByEmail={inviteByEmail}
            />
          ) : null,
          progress: (
            <SummaryFigures key="progress" activity={data} takesMoney={takesMoney} signed={hasCard ? signed : null}>
              <RecentActivity market={data.market} timeZone={data.timeZone} contributions={contributions.rows} messages={messages.rows} />
            </SummaryFigures>
          ),
          // The ending (issue 14): only a collection with a card has something to deliver.
          delivery: hasCard ? (
            <DeliveryPanel
              key="delivery"
              collectionGuid={data.guid}
              onDelivered={(text) => {
                announce(text);
                // Delivering may close the collection: show its new status.
                void activity.reload();
              }}
              onError={fail}
            />
          ) : null,
          // Money out (issue 15): the balance, who redeems, Withdraw and the statement, beside the delivery.
          money:
            takesMoney && Money ? (
              <Money key="money" collectionGuid={data.guid} market={data.market} status={data.status} onNotice={announce} onError={fail} />
            ) : null,
        })
      ) : (
        <div className="activity-page--loading" aria-busy="true">
          <Spinner label={t('activity.loading')} />
        </div>
      )}
      <ActivityTabs label={t('activity.tabs.label')} tabs={tabs} selected={tab} onSelect={selectTab} />
    </div>
  );
}

type Blocks = Record<'invite' | 'progress' | 'delivery' | 'money', ReactNode>;

/**
 * The blocks above the tabs in the order the stage calls for: the link while nobody is in, the
 * progress while people join, the ending (delivery, or the money out without a card) near the close.
 */
function orderFor(stage: ReturnType<typeof collectionStage>, blocks: Blocks): ReactNode[] {
  const { invite, progress, delivery, money } = blocks;
  if (stage === 'invite') return [invite, progress, delivery, money];
  if (stage === 'gather') return [progress, invite, delivery, money];
  return delivery ? [delivery, progress, money, invite] : [money, progress, invite];
}
