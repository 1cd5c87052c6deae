import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  addInviteesRequestSchema,
  ORGANISER_ACTIVITY_PATHS,
  organiserActivityPath,
  parseInviteeEmails,
} from './organiser-activity';

describe('organiser activity contract', () => {
  it('splits pasted addresses, lower-cases them and drops repeats', () => {
    expect(parseInviteeEmails(' Ann@Example.test, bo@example.test;\nann@example.test  <cy@example.test>')).toEqual({
      emails: ['ann@example.test', 'bo@example.test', 'cy@example.test'],
      invalid: [],
    });
  });

  it('reports what is not an email as typed', () => {
    expect(parseInviteeEmails('good@example.test, nope, also@bad')).toEqual({
      emails: ['good@example.test'],
      invalid: ['nope', 'also@bad'],
    });
    expect(parseInviteeEmails('  ,; ')).toEqual({ emails: [], invalid: [] });
  });

  it('refuses an invalid address with the catalogue wording', () => {
    const parsed = addInviteesRequestSchema.safeParse({ emails: ['a@example.test', 'x'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['emails', 1], message: MESSAGES['validation.email'] });
    expect(addInviteesRequestSchema.safeParse({ emails: [] }).success).toBe(false);
  });

  it('fills the collection and message guids into the paths', () => {
    expect(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.message, { guid: 'c-1', messageGuid: 'm-2' })).toBe(
      '/api/organiser/collections/c-1/messages/m-2',
    );
    expect(organiserActivityPath(ORGANISER_ACTIVITY_PATHS.reminders, { guid: 'c-1' })).toBe(
      '/api/organiser/collections/c-1/invitees/reminders',
    );
  });
});
