import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { multipartFile, solidImage } from '#src/test/images.ts';
import { type AdminApiTest, startAdminApiTest } from './admin-test-kit.ts';

// Issue 14.1: the organisation's logo, set by its administrators and shown to everyone.
let admin: AdminApiTest;
let mette: Person;

let png: Buffer;
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

beforeAll(async () => {
  png = await solidImage('png', { width: 1200, height: 600, isTransparent: true });
  admin = await startAdminApiTest();
  ({ mette } = admin);
});
afterAll(async () => admin.api.close());

const url = (orgKey = 'ROWING') => `/org/api/v1/admin/organisations/${orgKey}/logo`;
const folder = () => path.join(admin.api.subject.config.dataDir, 'uploads', 'organisation-logos');
const storedFiles = () => (fs.existsSync(folder()) ? fs.readdirSync(folder()) : []);

const upload = (person: Person | null, bytes: Buffer, orgKey = 'ROWING') =>
  admin.api.call(person, {
    method: 'PUT',
    url: url(orgKey),
    ...multipartFile(bytes, 'image/png', 'logo.png'),
  });

describe("an organisation's logo", () => {
  it('is set and removed by the organisation’s administrators only', async () => {
    await admin.expectOnlyRowingAdministrators((person) => upload(person, png));
    await admin.expectOnlyRowingAdministrators(async (person) => {
      expect((await upload(mette, png)).statusCode).toBe(200);
      return admin.api.call(person, { method: 'DELETE', url: url() });
    });
  });

  it('is shown to anyone from its own address, and replacing it leaves one file', async () => {
    const first = await upload(mette, png);
    expect(first.statusCode).toBe(200);
    const logo = first.json<{ logo: string }>().logo;
    expect(logo).toMatch(/^\/org\/api\/v1\/public\/organisations\/ROWING\/logo\?v=[0-9a-f]{8}$/);
    const shown = await admin.api.call(null, { url: logo });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    // Re-encoded as a PNG that keeps its transparency, scaled to at most 512 px.
    const kept = await sharp(shown.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });
    const { data } = await sharp(shown.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(64); // the alpha of the first pixel: a quarter opaque, as sent

    const second = await upload(mette, png);
    expect(second.json<{ logo: string }>().logo).not.toBe(logo);
    expect(storedFiles()).toHaveLength(1);

    const offers = await admin.api.call(null, { url: '/org/api/v1/public/membership-list' });
    const rowing = offers
      .json<{ key: string; logo: string | null }[]>()
      .find((o) => o.key === 'ROWING');
    expect(rowing?.logo).toBe(second.json<{ logo: string }>().logo);

    const removed = await admin.api.call(mette, { method: 'DELETE', url: url() });
    expect(removed.json<{ logo: string | null }>().logo).toBeNull();
    expect(storedFiles()).toHaveLength(0);
    expect((await admin.api.call(null, { url: logo })).statusCode).toBe(404);
    expect((await admin.api.call(mette, { method: 'DELETE', url: url() })).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP image, and keeps nothing of it', async () => {
    const refused = await upload(mette, gif);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'file' }] });
    expect(storedFiles()).toHaveLength(0);
  });

  it('is audited', async () => {
    const { rows } = await admin.api.subject.database.sql.query(
      "select count(*)::int as n from audit_log where action = 'organisation_logo_changed' and org_key = 'ROWING'",
    );
    expect((rows[0] as { n: number }).n).toBeGreaterThanOrEqual(3);
  });
});
