import type { Market } from '@groupgift/domain';
import type {
  ConnectedAccountEvent,
  ConnectedAccountProvider,
  ConnectedAccountState,
  ConnectedAccountStatus,
  CreateConnectedAccountInput,
  OnboardingLinkInput,
} from '../connected-accounts';
import { payoutEventId } from '../payout-provider';
import { ProviderRequestError, type HttpHeaders } from '../provider';
import { newId } from './tokens';
import { SANDBOX_SIGNATURE_HEADER, signatureHeader, verifySignature } from './webhook-signature';

/** What a new account owes, as Stripe asks it of an individual in each market (decision 165). */
export const SANDBOX_REQUIREMENTS: Record<Market, readonly string[]> = {
  AU: ['individual.first_name', 'individual.last_name', 'individual.dob', 'individual.address', 'individual.verification.document', 'external_account'],
  US: ['individual.first_name', 'individual.last_name', 'individual.dob', 'individual.address', 'individual.ssn_last_4', 'external_account'],
};

/** What the tester chose on the onboarding page. */
export type SandboxOnboardingChoice = 'complete' | 'leave_due' | 'restrict';

export interface SandboxAccountRecord extends ConnectedAccountState {
  idempotencyKey: string;
  country: Market;
}

/** Where the sandbox keeps its accounts: the app's database in the app, memory in unit tests. */
export interface SandboxAccountStore {
  /** One account per key: the first one's record when the key was seen. */
  insert(record: SandboxAccountRecord): Promise<SandboxAccountRecord>;
  find(accountId: string): Promise<SandboxAccountRecord | undefined>;
  update(accountId: string, state: Omit<ConnectedAccountState, 'accountId'>): Promise<SandboxAccountRecord | undefined>;
}

export class InMemorySandboxAccountStore implements SandboxAccountStore {
  private readonly byId = new Map<string, SandboxAccountRecord>();
  insert(record: SandboxAccountRecord) {
    const first = [...this.byId.values()].find((r) => r.idempotencyKey === record.idempotencyKey);
    if (first) return Promise.resolve(first);
    this.byId.set(record.accountId, record);
    return Promise.resolve(record);
  }
  find(accountId: string) {
    return Promise.resolve(this.byId.get(accountId));
  }
  update(accountId: string, state: Omit<ConnectedAccountState, 'accountId'>) {
    const found = this.byId.get(accountId);
    if (!found) return Promise.resolve(undefined);
    const next = { ...found, ...state };
    this.byId.set(accountId, next);
    return Promise.resolve(next);
  }
}

/** Delivers a signed account event to the app's endpoint (in the app: an inject, no socket). */
export type SandboxAccountEventSender = (delivery: { headers: Record<string, string>; body: string }) => Promise<void>;

export interface SandboxConnectedAccountsOptions {
  store?: SandboxAccountStore;
  webhookSecret: string;
  /** Where the onboarding page is served: `<PUBLIC_URL>/sandbox-provider/connect`. */
  pagesBaseUrl: string;
  now?: () => Date;
}

const ACCOUNT_ID = /^acct_sbx_[0-9a-f]{24}$/;

/**
 * The sandbox's connected accounts (issue 33): the same onboarding as Stripe's, offline. The link
 * opens a hosted-looking page on our server (off in production unless the sandbox is named) where the
 * tester completes the requirements, leaves them due, or has the account restricted; each choice
 * sends a signed `account.updated` event to the app's account webhook, as Stripe does.
 */
export class SandboxConnectedAccounts implements ConnectedAccountProvider {
  readonly name = 'sandbox' as const;
  readonly store: SandboxAccountStore;
  private sender: SandboxAccountEventSender | undefined;
  private readonly now: () => Date;

  constructor(private readonly options: SandboxConnectedAccountsOptions) {
    this.store = options.store ?? new InMemorySandboxAccountStore();
    this.now = options.now ?? (() => new Date());
  }

  configureSender(sender: SandboxAccountEventSender): void {
    this.sender = sender;
  }

  async createAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccountState> {
    if (!input.idempotencyKey) throw new ProviderRequestError('invalid_request', 'An idempotency key is required', 400);
    const record = await this.store.insert({
      accountId: `acct_sbx_${newId('x').slice(2)}`,
      idempotencyKey: input.idempotencyKey,
      country: input.country,
      status: 'pending',
      requirementsDue: [...SANDBOX_REQUIREMENTS[input.country]],
      disabledReason: null,
    });
    return stateOf(record);
  }

  async onboardingLink(input: OnboardingLinkInput): Promise<string> {
    await this.getAccount(input.accountId);
    const url = new URL(`${this.options.pagesBaseUrl}/${encodeURIComponent(input.accountId)}`);
    url.searchParams.set('return', input.returnUrl);
    url.searchParams.set('refresh', input.refreshUrl);
    return url.toString();
  }

  async getAccount(accountId: string): Promise<ConnectedAccountState> {
    const record = ACCOUNT_ID.test(accountId) ? await this.store.find(accountId) : undefined;
    if (!record) throw new ProviderRequestError('not_found', `No such account: ${accountId}`, 404);
    return stateOf(record);
  }

  async find(accountId: string): Promise<SandboxAccountRecord | undefined> {
    return ACCOUNT_ID.test(accountId) ? this.store.find(accountId) : undefined;
  }

  /** The onboarding page's answer: the account's new state, and its signed event delivered. */
  async onboard(accountId: string, choice: SandboxOnboardingChoice): Promise<ConnectedAccountState> {
    const record = await this.find(accountId);
    if (!record) throw new ProviderRequestError('not_found', `No such account: ${accountId}`, 404);
    const next = nextState(record, choice);
    const updated = await this.store.update(accountId, next);
    const state = stateOf(updated ?? record);
    await this.send(state);
    return state;
  }

  private async send(state: ConnectedAccountState): Promise<void> {
    if (!this.sender) return;
    const now = this.now();
    const body = JSON.stringify({
      id: newId('evt_sbx'),
      type: 'account.updated',
      created: Math.floor(now.getTime() / 1000),
      data: { object: { object: 'account', id: state.accountId, status: state.status, requirements_due: state.requirementsDue, disabled_reason: state.disabledReason } },
    });
    await this.sender({ headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(this.options.webhookSecret, body, now) }, body });
  }

  /** Async, so a bad signature is a rejection, never a throw. */
  async verifyAccountWebhook(rawBody: string | Buffer, headers: HttpHeaders): Promise<ConnectedAccountEvent> {
    const text = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    verifySignature(this.options.webhookSecret, text, Array.isArray(header) ? header[0] : header, this.now());
    const event = JSON.parse(text) as { id?: unknown; type?: string; created?: number; data?: { object?: Record<string, unknown> } };
    const object = event.data?.object ?? {};
    const account =
      event.type === 'account.updated' && object.object === 'account' && typeof object.id === 'string'
        ? {
            accountId: object.id,
            status: (['pending', 'verified', 'restricted'].includes(String(object.status)) ? object.status : 'pending') as ConnectedAccountStatus,
            requirementsDue: Array.isArray(object.requirements_due) ? object.requirements_due.map(String) : [],
            disabledReason: typeof object.disabled_reason === 'string' ? object.disabled_reason : null,
          }
        : undefined;
    return {
      id: payoutEventId(event.id),
      providerType: String(event.type ?? 'unknown'),
      createdAt: new Date((event.created ?? 0) * 1000),
      ...(account ? { account } : {}),
      payload: event,
    };
  }
}

function nextState(record: SandboxAccountRecord, choice: SandboxOnboardingChoice): Omit<ConnectedAccountState, 'accountId'> {
  if (choice === 'complete') return { status: 'verified', requirementsDue: [], disabledReason: null };
  if (choice === 'restrict')
    return { status: 'restricted', requirementsDue: ['individual.verification.document'], disabledReason: 'requirements.past_due' };
  return { status: record.status === 'verified' ? 'verified' : 'pending', requirementsDue: record.requirementsDue, disabledReason: null };
}

function stateOf(record: SandboxAccountRecord): ConnectedAccountState {
  return { accountId: record.accountId, status: record.status, requirementsDue: record.requirementsDue, disabledReason: record.disabledReason };
}
