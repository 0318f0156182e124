import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '#src/db/schema/index.ts';
import { type MemberApiTest, type Person, startMemberApiTest } from './member-test-kit.ts';

// OWASP ASVS 8.2.2: an image is shown to its owner and to members linked with approval only.
let api: MemberApiTest;
let dataDir: string;
let owner: Person;
let mette: Person; // another member
let pendingInviter: Person; // asked to link with the owner; not answered
let approvedInviter: Person; // linked with the owner's approval

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

const url = '/member/api/v1/member/profile-image';
const folder = () => path.join(dataDir, 'uploads', 'profile-images');
const storedFiles = () => (fs.existsSync(folder()) ? fs.readdirSync(folder()) : []);

function upload(person: Person | null, bytes: Buffer, declaredType = 'image/png') {
  const boundary = `----portal-test-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n` +
        `Content-Type: ${declaredType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api.call(person, {
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const read = (person: Person | null, memberId?: string) =>
  api.call(person, { url: memberId ? `${url}?memberId=${memberId}` : url });

const storedName = async (person: Person) => {
  const [row] = await api.subject.database.db
    .select({ profileImage: members.profileImage })
    .from(members)
    .where(eq(members.id, person.memberId));
  return row?.profileImage ?? null;
};

async function invite(inviter: Person, invitee: Person): Promise<string> {
  const response = await api.call(inviter, {
    method: 'POST',
    url: '/member/api/v1/family/invitation',
    payload: { email: invitee.email },
  });
  return response.json().id as string;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-images-'));
  api = await startMemberApiTest({ env: { DATA_DIR: dataDir } });
  mette = await api.person('admin@demo.test');
  [owner, pendingInviter, approvedInviter] = await Promise.all([
    api.newPerson({ firstName: 'Owner' }),
    api.newPerson({ firstName: 'Pending' }),
    api.newPerson({ firstName: 'Approved' }),
  ]);
  await invite(pendingInviter, owner);
  const invitationId = await invite(approvedInviter, owner);
  await api.call(owner, {
    method: 'POST',
    url: `/member/api/v1/family/invitation/status/approved?id=${invitationId}`,
  });
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('POST member/profile-image', () => {
  it('stores a PNG for the owner and replaces it with a JPEG, keeping one file', async () => {
    const first = await upload(owner, png);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      profileImage: `${url}?memberId=${owner.memberId}`,
      contentType: 'image/png',
      size: png.length,
    });
    expect(storedFiles()).toEqual([await storedName(owner)]);
    const second = await upload(owner, jpeg, 'image/png');
    expect(second.json().contentType).toBe('image/jpeg');
    expect(storedFiles()).toEqual([await storedName(owner)]);
    expect((await upload(owner, webp)).json().contentType).toBe('image/webp');
  });

  it('tells the type by the bytes: a GIF called PNG is refused and nothing is written', async () => {
    const before = { files: storedFiles(), name: await storedName(owner) };
    const response = await upload(owner, gif, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'file', message: 'must be a JPEG, PNG or WebP image' },
    ]);
    expect({ files: storedFiles(), name: await storedName(owner) }).toEqual(before);
  });

  it('refuses more than 2 MB with 413 and writes nothing', async () => {
    const before = { files: storedFiles(), name: await storedName(owner) };
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(owner, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The image is larger than 2 MB.');
    expect({ files: storedFiles(), name: await storedName(owner) }).toEqual(before);
  });

  it('wants multipart with a file, and a token', async () => {
    const json = await api.call(owner, { method: 'POST', url, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect((await upload(null, png)).statusCode).toBe(401);
  });
});

describe('GET member/profile-image (OWASP ASVS 8.2.2)', () => {
  it('gives the owner their image, as its own type', async () => {
    await upload(owner, png);
    const response = await read(owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(png)).toBe(true);
    expect((await read(owner, owner.memberId)).rawPayload.equals(png)).toBe(true);
  });

  it('gives it to a member linked with approval', async () => {
    expect((await read(approvedInviter, owner.memberId)).statusCode).toBe(200);
  });

  it('hides it from another member and a pending family member, as if there were none', async () => {
    const fromMette = await read(mette, owner.memberId);
    const fromPending = await read(pendingInviter, owner.memberId);
    const nobody = await read(mette, randomUUID());
    expect([fromMette.statusCode, fromPending.statusCode, nobody.statusCode]).toEqual([
      404, 404, 404,
    ]);
    expect(fromPending.json().detail).toBe(nobody.json().detail);
  });

  it('needs a token and a valid id', async () => {
    expect((await read(null, owner.memberId)).statusCode).toBe(401);
    expect((await read(owner, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('DELETE member/profile-image', () => {
  it('removes the owner’s image and its file', async () => {
    await upload(owner, png);
    const response = await api.call(owner, { method: 'DELETE', url });
    expect(response.statusCode).toBe(204);
    expect(storedFiles()).toEqual([]);
    expect((await read(owner)).statusCode).toBe(404);
    expect((await api.call(owner, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await api.call(null, { method: 'DELETE', url })).statusCode).toBe(401);
  });
});
