import { ACCOUNT_PATHS } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser, TEST_ORGANISER_PASSWORD } from '../../test/organiser-session';
import { useTestApp } from '../../test/use-test-app';
import { organiserSessions } from '../db/schema/organiser-sessions';
import { testConfig } from '../../test/test-app';

const { app, db } = useTestApp();

const sessionOf = async (organiserId: number) =>
  (await db().handle.db.select().from(organiserSessions).where(eq(organiserSessions.organiserId, organiserId)))[0]!;

const ago = (ms: number) => new Date(Date.now() - ms);
const me = (headers: Record<string, string>) => app().inject({ method: 'GET', url: ACCOUNT_PATHS.me, headers });
const updateProfile = (headers: Record<string, string>) =>
  app().inject({ method: 'PUT', url: ACCOUNT_PATHS.profile, headers, payload: { firstName: 'New', lastName: 'Name', market: 'US' } });

describe('organiser sessions', () => {
  it('ends a session idle for longer than the idle window (2 hours by default)', async () => {
    const { organiser, headers } = await signUpOrganiser(app());
    const session = await sessionOf(organiser.id);
    await db().handle.db.update(organiserSessions).set({ lastSeenAt: ago(2 * 3_600_000 + 1_000) }).where(eq(organiserSessions.id, session.id));
    const response = await me(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Your session has expired. Please log in again.');
    // The expired row is gone, and the cookies are cleared.
    expect(await db().handle.db.select().from(organiserSessions).where(eq(organiserSessions.id, session.id))).toEqual([]);
    expect(response.cookies.some((c) => c.value === '')).toBe(true);
  });

  it('slides the idle window with use, at most about once a minute', async () => {
    const { organiser, headers } = await signUpOrganiser(app());
    const session = await sessionOf(organiser.id);
    const recent = ago(30_000);
    await db().handle.db.update(organiserSessions).set({ lastSeenAt: recent }).where(eq(organiserSessions.id, session.id));
    expect((await me(headers)).statusCode).toBe(200);
    // Seen 30 s ago: not written again.
    expect((await sessionOf(organiser.id)).lastSeenAt.getTime()).toBe(recent.getTime());

    await db().handle.db.update(organiserSessions).set({ lastSeenAt: ago(100 * 60_000) }).where(eq(organiserSessions.id, session.id));
    expect((await me(headers)).statusCode).toBe(200);
    expect(Date.now() - (await sessionOf(organiser.id)).lastSeenAt.getTime()).toBeLessThan(5_000);
  });

  it('ends a session at its maximum age however active it is', async () => {
    const { organiser, headers } = await signUpOrganiser(app());
    const session = await sessionOf(organiser.id);
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(30 * 24 * 3_600_000);
    await db().handle.db.update(organiserSessions).set({ expiresAt: ago(1_000) }).where(eq(organiserSessions.id, session.id));
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('clears away an organiser’s ended sessions at the next log-in', async () => {
    const { organiser } = await signUpOrganiser(app());
    const old = await sessionOf(organiser.id);
    await db().handle.db.update(organiserSessions).set({ lastSeenAt: ago(3 * 3_600_000) }).where(eq(organiserSessions.id, old.id));
    const login = await app().inject({ method: 'POST', url: ACCOUNT_PATHS.logIn, payload: { email: organiser.email, password: TEST_ORGANISER_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const rows = await db().handle.db.select().from(organiserSessions).where(eq(organiserSessions.organiserId, organiser.id));
    expect(rows.map((r) => r.id)).not.toContain(old.id);
    expect(rows).toHaveLength(1);
  });

  it('ignores an unknown session cookie', async () => {
    const response = await me({ cookie: 'gg_session=forged-token' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an organiser write without the CSRF header, or with another session’s, with 403', async () => {
    const a = await signUpOrganiser(app());
    const b = await signUpOrganiser(app());
    const missing = await updateProfile({ cookie: a.headers.cookie });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('forbidden');
    const crossed = await updateProfile({ cookie: a.headers.cookie, 'x-csrf-token': b.headers['x-csrf-token'] });
    expect(crossed.statusCode).toBe(403);
    expect((await updateProfile(a.headers)).statusCode).toBe(200);
  });

  it('answers 401, not a validation error, to a signed-out write with a bad body', async () => {
    const response = await app().inject({ method: 'PUT', url: ACCOUNT_PATHS.profile, payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
  });
});

describe('organiser sessions with a short idle window', () => {
  const short = useTestApp({ auth: { ...testConfig().auth, sessionIdleMs: 400 } });

  it('signs out after the configured idle time in real time', async () => {
    const { headers } = await signUpOrganiser(short.app());
    expect((await short.app().inject({ method: 'GET', url: ACCOUNT_PATHS.me, headers })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    expect((await short.app().inject({ method: 'GET', url: ACCOUNT_PATHS.me, headers })).statusCode).toBe(401);
  });
});
