import { z } from 'zod';
import { MESSAGES } from '../messages';
import { feeTotalsSchema } from '../fee-breakdown';
import { centsSchema, countSchema, guidSchema, isoDateTimeSchema, textSchema } from './common';
import { collectionStatusSchema } from './organiser-collection';
import { pageInfoSchema } from './paging';
import { optionalCoverImageSchema } from './cover-image';

/**
 * The organiser's page for one collection: its activity (figures, contributions, messages),
 * its status (close, reopen, suspend) and its invitations. Organiser-only; money in cents.
 */

// `:id` is the collection guid (the same parameter name as the collection routes, so the router agrees).
const base = '/api/organiser/collections/:id';
export const ORGANISER_ACTIVITY_PATHS = {
  activity: `${base}/activity`,
  contributions: `${base}/contributions`,
  messages: `${base}/messages`,
  message: `${base}/messages/:messageGuid`,
  messageVisibility: `${base}/messages/:messageGuid/visibility`,
  close: `${base}/close`,
  reopen: `${base}/reopen`,
  suspend: `${base}/suspend`,
  unsuspend: `${base}/unsuspend`,
  invitees: `${base}/invitees`,
  reminders: `${base}/invitees/reminders`,
  reminderSchedule: `${base}/invitees/reminder-schedule`,
} as const;

/** Fills `:id` (the collection guid) and `:messageGuid` in one of the paths above. */
export function organiserActivityPath(
  path: (typeof ORGANISER_ACTIVITY_PATHS)[keyof typeof ORGANISER_ACTIVITY_PATHS],
  params: { guid: string; messageGuid?: string },
): string {
  return path
    .replace(':id', encodeURIComponent(params.guid))
    .replace(':messageGuid', encodeURIComponent(params.messageGuid ?? ''));
}

export const collectionGuidParamsSchema = z.object({ id: guidSchema });
export const messageParamsSchema = z.object({ id: guidSchema, messageGuid: guidSchema });

const activitySummarySchema = z.object({
  collected: centsSchema,
  joined: countSchema,
  charityShare: centsSchema,
  target: centsSchema,
  charityName: z.string().nullable(),
  charityPercentage: z.number().nullable(),
  /** The fee breakdown of the whole collection (decision 143): the same totals as the statement's. */
  breakdown: feeTotalsSchema,
});

export const collectionActivitySchema = z.object({
  guid: guidSchema,
  title: z.string(),
  market: z.enum(['AU', 'US']),
  setupType: z.string(),
  status: collectionStatusSchema,
  isClosed: z.boolean(),
  isSuspended: z.boolean(),
  closeDate: isoDateTimeSchema,
  /** The collection's IANA zone: every date on its pages is shown in it (decision 144). */
  timeZone: z.string().default('America/New_York'),
  /** True when the close date has passed: reopening then needs a new close date. */
  closeDatePassed: z.boolean(),
  hasGroupCard: z.boolean(),
  /**
   * When the organiser paid for the card of a paid group card setup type (null: not paid, or a type
   * that is not sold). The page shows "Card paid" instead of the way to pay.
   */
  cardPaidAt: isoDateTimeSchema.nullable().default(null),
  /** The link invitees follow: `/contribute/<guid>` on the public origin. */
  invitationUrl: z.url(),
  /** The cover as the server draws it, the same in every place (issue 31). */
  coverImage: optionalCoverImageSchema,
  summary: activitySummarySchema,
});
export type CollectionActivity = z.infer<typeof collectionActivitySchema>;

const contributionStatusSchema = z.enum(['created', 'requires_action', 'succeeded', 'failed', 'refunded']);

export const organiserContributionSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  email: z.string().nullable(),
  /** Total the contributor paid, fee included. */
  amount: centsSchema,
  /**
   * The card fee from the fee breakdown (decision 143): paid on top by the contributor, or absorbed by
   * the organiser (taken from the gift, the statement's fee line). A refund keeps an absorbed fee.
   */
  fee: z.number().int(),
  feePaidBy: z.enum(['contributor', 'organiser']).nullable(),
  /** What the recipient gets from it: amount − fee − charity share (negative when a refund left a fee). */
  net: z.number().int(),
  charityShare: centsSchema,
  status: contributionStatusSchema,
  date: isoDateTimeSchema,
  invoiceNumber: z.string().nullable(),
});
export type OrganiserContribution = z.infer<typeof organiserContributionSchema>;
/**
 * The three lists below are paged (`?cursor=&limit=`, contract/paging.ts, decision 122). The first
 * page (no cursor) also carries `summary`: counts over the WHOLE list, so a screen can say "20 of
 * 1,204" and act on everyone; later pages answer `summary: null` so their cost stays flat.
 */
const listTotalSchema = z.object({ total: countSchema });

export const contributionsResponseSchema = pageInfoSchema.extend({
  contributions: z.array(organiserContributionSchema),
  /** The first page also sums the whole list's fee breakdown: the statement's totals, to the cent. */
  summary: listTotalSchema.extend({ breakdown: feeTotalsSchema }).nullable(),
});
export type ContributionsResponse = z.infer<typeof contributionsResponseSchema>;

export const organiserMessageSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  comment: z.string(),
  imageUrl: z.string().nullable(),
  commentDate: isoDateTimeSchema,
  hidden: z.boolean(),
});
export type OrganiserMessage = z.infer<typeof organiserMessageSchema>;
export const messagesResponseSchema = pageInfoSchema.extend({
  messages: z.array(organiserMessageSchema),
  summary: listTotalSchema.nullable(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const messageVisibilityRequestSchema = z.object({ hidden: z.boolean() });

/** Reopen: a new close date is needed only when the old one has passed (decision 066). */
export const reopenRequestSchema = z.object({
  closeDate: z.iso
    .datetime({ offset: true, error: MESSAGES['validation.validDate'] })
    .optional(),
});
export type ReopenRequest = z.infer<typeof reopenRequestSchema>;

const inviteeStatusSchema = z.enum(['sent', 'opened', 'contributed', 'no_thanks']);

export const organiserInviteeSchema = z.object({
  guid: guidSchema,
  email: z.string(),
  status: inviteeStatusSchema,
  invitedAt: isoDateTimeSchema,
  openedAt: isoDateTimeSchema.nullable(),
  respondedAt: isoDateTimeSchema.nullable(),
  lastRemindedAt: isoDateTimeSchema.nullable(),
  /** False during the first 24 h after the invitation, while a reminder was sent in the last 24 h, or once the invitee has answered. */
  canRemind: z.boolean(),
  /** Set once the invitee used the one-click unsubscribe: nothing more is mailed to them about this collection. */
  unsubscribedAt: isoDateTimeSchema.nullable().optional(),
});
export type OrganiserInvitee = z.infer<typeof organiserInviteeSchema>;
export const inviteesResponseSchema = pageInfoSchema.extend({
  invitees: z.array(organiserInviteeSchema),
  /** `remindable`: invitees "Remind all" would mail now, across the whole list. */
  summary: listTotalSchema.extend({ remindable: countSchema }).nullable(),
});
export type InviteesResponse = z.infer<typeof inviteesResponseSchema>;

const MAX_INVITEES_PER_REQUEST = 200;
const inviteeEmailSchema = textSchema({ trim: true })
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES['validation.email'] }));

export const addInviteesRequestSchema = z.object({
  emails: z
    .array(inviteeEmailSchema)
    .min(1, { error: MESSAGES['validation.required'] })
    .max(MAX_INVITEES_PER_REQUEST, { error: `Max ${MAX_INVITEES_PER_REQUEST} addresses at a time` }),
});
/** `invitees`: only the ones this request added (the list itself is read a page at a time). */
export const addInviteesResponseSchema = z.object({
  added: countSchema,
  alreadyInvited: countSchema,
  invitees: z.array(organiserInviteeSchema),
});
export type AddInviteesResponse = z.infer<typeof addInviteesResponseSchema>;

/** No guids: remind every invitee who may be reminded now. */
export const sendRemindersRequestSchema = z.object({ inviteeGuids: z.array(guidSchema).max(1000).optional() });
export const sendRemindersResponseSchema = z.object({ sent: countSchema, skipped: countSchema });
export type SendRemindersResponse = z.infer<typeof sendRemindersResponseSchema>;

/**
 * Automatic reminders (decision 160): the days before the close on which invitees who have not
 * answered are reminded. Empty: off. The same throttles as the "Remind" button apply.
 */
export const REMINDER_DAY_CHOICES = [14, 7, 3, 1] as const;
export const reminderScheduleSchema = z.object({
  daysBefore: z
    .array(
      z
        .number({ error: 'Choose 14, 7, 3 or 1 days before the close.' })
        .int()
        .refine((d) => (REMINDER_DAY_CHOICES as readonly number[]).includes(d), {
          error: 'Choose 14, 7, 3 or 1 days before the close.',
        }),
    )
    .max(REMINDER_DAY_CHOICES.length)
    .refine((days) => new Set(days).size === days.length, { error: 'Choose each day once.' }),
});
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;

/**
 * Splits what an organiser typed or pasted (commas, semicolons, spaces, new lines) into addresses,
 * lower-cased and without repeats; `invalid` lists what is not an email, as typed.
 */
export function parseInviteeEmails(text: string): { emails: string[]; invalid: string[] } {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const trimmed = part.trim().replace(/^<|>$/g, '');
    if (!trimmed) continue;
    const parsed = inviteeEmailSchema.safeParse(trimmed);
    if (!parsed.success) invalid.push(trimmed);
    else if (!emails.includes(parsed.data)) emails.push(parsed.data);
  }
  return { emails, invalid };
}
