import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgresDatabase } from '#src/db/client.ts';
import { createTestDatabase } from '#src/test/database.ts';
import { databaseUrlFor } from '#src/test/global-setup.ts';
import { AttemptLimiter, storedKey } from './login-limiter.ts';

// The sign-in pages' limits, counted in the database: on PostgreSQL the second limiter has a
// connection pool of its own, as a second server has.
const template = inject('databaseTemplate');
let database: DatabaseHandle;
let other: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  if (template.kind === 'postgres') {
    const { rows } = await database.sql.query('select current_database() as name');
    other = await openPostgresDatabase(databaseUrlFor(template.serverUrl, String(rows[0]?.name)));
  } else {
    other = database;
  }
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

describe('the sign-in attempt limit', () => {
  it('counts the attempts of every server together, and refuses past the limit', async () => {
    const first = new AttemptLimiter(database.sql, 3);
    const second = new AttemptLimiter(other.sql, 3);
    const keys = ['login-ip:203.0.113.9', 'login-email:anna@example.dk'];
    const verdicts = [
      await first.attempt(keys),
      await second.attempt(keys),
      await first.attempt(keys),
      await second.attempt(keys),
    ];
    expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterMs: expect.any(Number) as number });
    const refused = verdicts[3] as { retryAfterMs: number };
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('refuses when any one key is over: one address trying many emails', async () => {
    const limiter = new AttemptLimiter(database.sql, 2);
    const tries = ['a', 'b', 'c'].map((name) => [
      'login-ip:198.51.100.4',
      `login-email:${name}@example.dk`,
    ]);
    const allowed = [];
    for (const keys of tries) allowed.push((await limiter.attempt(keys)).allowed);
    expect(allowed).toEqual([true, true, false]);
    // A fresh address with one of those emails is let through: that email was tried once.
    expect(
      (await limiter.attempt(['login-ip:198.51.100.5', 'login-email:a@example.dk'])).allowed,
    ).toBe(true);
  });

  it('counts from one again once the window has ended', async () => {
    const limiter = new AttemptLimiter(database.sql, 1);
    const keys = ['forgot-ip:192.0.2.77'];
    await limiter.attempt(keys);
    expect((await limiter.attempt(keys)).allowed).toBe(false);
    await database.sql.query(
      `update request_limits set window_ends_at = now() - interval '1 second' where key = $1`,
      [storedKey(keys[0] ?? '')],
    );
    expect((await limiter.attempt(keys)).allowed).toBe(true);
  });

  it('keeps no email in the table, only a digest of it', async () => {
    await new AttemptLimiter(database.sql, 5).attempt(['login-email:ole.hansen@example.dk']);
    const { rows } = await database.sql.query(
      `select key from request_limits where key like '%ole%' or key like '%example.dk%'`,
    );
    expect(rows).toEqual([]);
  });
});
