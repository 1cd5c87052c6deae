import { sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { refusedInputCode } from './database-input-errors';
import { errorEnvelopeHandler } from './error-envelope';

// The same queries on PGlite and on PostgreSQL (TEST_DB=postgres): the two must refuse alike.
const { db } = useTestApp();

async function failureOf(query: SQL): Promise<unknown> {
  try {
    await db().handle.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('refusedInputCode', () => {
  it('names what the database refuses of a value from outside, through the wrapping query error', async () => {
    expect(refusedInputCode(await failureOf(sql`select ${'Sam\u0000'}::text`))).toBe('22021');
    expect(
      refusedInputCode(await failureOf(sql`select ${JSON.stringify({ name: 'Sam\u0000' })}::jsonb`)),
    ).toBe('22P05');
    expect(refusedInputCode(await failureOf(sql`select ${'4294967295'}::int4`))).toBe('22003');
    expect(refusedInputCode(await failureOf(sql`select ${'1.5'}::int4`))).toBe('22P02');
    expect(refusedInputCode(await failureOf(sql`select ${'not-a-guid'}::uuid`))).toBe('22P02');
  });

  it('leaves our own mistakes alone: they stay a 500', async () => {
    expect(refusedInputCode(await failureOf(sql`select 1 / 0`))).toBeUndefined();
    expect(refusedInputCode(await failureOf(sql`select * from no_such_table`))).toBeUndefined();
    expect(refusedInputCode(new Error('plain'))).toBeUndefined();
  });
});

describe('the error envelope at the database edge', () => {
  it('answers 400 for a value the database refused and 500 for anything else', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorEnvelopeHandler);
    app.get('/nul', () => db().handle.db.execute(sql`select ${'Sam\u0000'}::text`));
    app.get('/bug', () => db().handle.db.execute(sql`select 1 / 0`));
    const refused = await app.inject({ method: 'GET', url: '/nul' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: 'validation_failed', message: 'Sorry, the request was unsuccessful.' },
    });
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json().error.code).toBe('internal_error');
    await app.close();
  });
});
