import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client.ts';
import { createTestDatabase } from '#src/test/database.ts';
import { databaseAdapter } from './adapter.ts';
import { deleteExpiredPayloads } from './provider-state.repository.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the oidc_payloads adapter', () => {
  it('stores, finds, consumes and destroys', async () => {
    const codes = databaseAdapter(database.db)('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'grant-1', accountId: 'a' }, 60);
    expect(await codes.find('code-1')).toEqual({ grantId: 'grant-1', accountId: 'a' });
    // Another model with the same id is another row.
    expect(await databaseAdapter(database.db)('RefreshToken').find('code-1')).toBeUndefined();

    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));

    await codes.upsert('code-1', { grantId: 'grant-1', accountId: 'b' }, 60);
    expect(await codes.find('code-1')).toMatchObject({
      accountId: 'b',
      consumed: expect.any(Number),
    });

    await codes.destroy('code-1');
    expect(await codes.find('code-1')).toBeUndefined();
  });

  it('never returns what has expired, and the clean-up removes it', async () => {
    const interactions = databaseAdapter(database.db)('Interaction');
    await interactions.upsert('old', { returnTo: '/x' }, 60);
    await database.db.execute(
      sql`update oidc_payloads set expires_at = now() - interval '1 second' where id = 'old'`,
    );
    expect(await interactions.find('old')).toBeUndefined();
    await deleteExpiredPayloads(database.db, new Date());
    const { rows } = await database.sql.query("select id from oidc_payloads where id = 'old'");
    expect(rows).toHaveLength(0);
  });

  it('finds sessions by uid and user codes by code', async () => {
    const sessions = databaseAdapter(database.db)('Session');
    await sessions.upsert('session-id', { uid: 'uid-1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'a' });
    expect(await sessions.findByUid('uid-2')).toBeUndefined();

    const deviceCodes = databaseAdapter(database.db)('DeviceCode');
    await deviceCodes.upsert('device-1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
  });

  it('revokes the tokens of one grant in one model only', async () => {
    const adapter = databaseAdapter(database.db);
    await adapter('RefreshToken').upsert('rt-1', { grantId: 'grant-9' }, 60);
    await adapter('RefreshToken').upsert('rt-2', { grantId: 'grant-other' }, 60);
    await adapter('AuthorizationCode').upsert('ac-1', { grantId: 'grant-9' }, 60);
    await adapter('RefreshToken').revokeByGrantId('grant-9');
    expect(await adapter('RefreshToken').find('rt-1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('rt-2')).toBeDefined();
    expect(await adapter('AuthorizationCode').find('ac-1')).toBeDefined();
  });
});
