import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import { isDatabaseUnavailable, isUnstorableText } from './database-errors';

/** REQ-REL-DB-DOWN: every way pg reports a database that went away is a 503, never a 500. */
describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      // Found by test/reliability/faults/database-outage.slow.ts: the rollback of a transaction
      // whose connection died between two statements.
      'a rollback on a broken pooled client',
      new Error('Failed query: rollback', {
        cause: new Error('Client has encountered a connection error and is not queryable'),
      }),
    ],
    ['an administrator shutdown', Object.assign(new Error('terminating'), { code: '57P01' })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is false for a query that is wrong', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(
      false,
    );
  });
});

/** Found by the assistant's input fuzzer: a NUL in a chat message answered 500. */
describe.each(drivers)('isUnstorableText (%s)', (driver) => {
  it('is true for the error of text the database cannot hold, and false otherwise', async () => {
    const database = await createTestDatabase(driver);
    try {
      const refused = await database.db
        .execute(sql`select ${'before\u0000after'}::text as text`)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refused).not.toBeNull();
      expect(isUnstorableText(refused)).toBe(true);
      expect(isDatabaseUnavailable(refused)).toBe(false);
      expect(isUnstorableText(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    } finally {
      await database.close();
    }
  });
});
