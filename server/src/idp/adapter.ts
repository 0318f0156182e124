import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '#src/db/client.ts';
import {
  consumePayload,
  deletePayload,
  deletePayloadsOfGrant,
  findPayload,
  findPayloadByUid,
  findPayloadByUserCode,
  type StoredPayload,
  upsertPayload,
} from './provider-state.repository.ts';

function toPayload(row: StoredPayload | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  // oidc-provider detects a replayed code or refresh token by this epoch-seconds field.
  return row.consumedAt
    ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
    : payload;
}

const optionalString = (value: unknown): string | null =>
  typeof value === 'string' ? value : null;

/**
 * Keeps oidc-provider's state (sessions, grants, codes, refresh tokens, interactions) in the
 * `oidc_payloads` table, so a restart or a second server behind the load balancer signs nobody out.
 * Expired rows are never returned, whether or not the clean-up has removed them yet.
 */
export function databaseAdapter(db: Database): AdapterFactory {
  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await upsertPayload(db, {
        model,
        id,
        payload,
        grantId: optionalString(payload.grantId),
        userCode: optionalString(payload.userCode),
        // Only sessions are looked up by uid.
        uid: model === 'Session' ? optionalString(payload.uid) : null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    },
    async find(id) {
      return toPayload(await findPayload(db, model, id, new Date()));
    },
    async findByUid(uid) {
      return toPayload(await findPayloadByUid(db, model, uid, new Date()));
    },
    async findByUserCode(userCode) {
      return toPayload(await findPayloadByUserCode(db, model, userCode, new Date()));
    },
    async consume(id) {
      await consumePayload(db, model, id, new Date());
    },
    async destroy(id) {
      await deletePayload(db, model, id);
    },
    async revokeByGrantId(grantId) {
      await deletePayloadsOfGrant(db, model, grantId);
    },
  });
}
