import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '#src/db/schema/index.ts';
import sharp from 'sharp';
import { hasGpsDirectory, multipartFile, photoWithGps, solidImage } from '#src/test/images.ts';
import { type MemberApiTest, type Person, startMemberApiTest } from './member-test-kit.ts';

// OWASP ASVS 8.2.2: an image is shown to its owner and to members linked with approval only.
let api: MemberApiTest;
let dataDir: string;
let owner: Person;
let mette: Person; // another member
let pendingInviter: Person; // asked to link with the owner; not answered
let approvedInviter: Person; // linked with the owner's approval

let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

const url = '/member/api/v1/member/profile-image';
const folder = () => path.join(dataDir, 'uploads', 'profile-images');
const storedFiles = () => (fs.existsSync(folder()) ? fs.readdirSync(folder()) : []);

const upload = (person: Person | null, bytes: Buffer, declaredType = 'image/png') =>
  api.call(person, { method: 'POST', url, ...multipartFile(bytes, declaredType, 'me.png') });

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
  [png, jpeg, webp] = await Promise.all([
    solidImage('png', { isTransparent: true }),
    solidImage('jpeg'),
    solidImage('webp'),
  ]);
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
      size: expect.any(Number),
    });
    const storedSize = fs.statSync(path.join(folder(), String(await storedName(owner)))).size;
    expect(first.json().size).toBe(storedSize);
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

  it('re-encodes a photo: no EXIF or GPS position is kept, and it is at most 512 px', async () => {
    const photo = await photoWithGps();
    const sent = await sharp(photo).metadata();
    expect(sent.exif && hasGpsDirectory(sent.exif)).toBe(true);
    expect(photo.includes('PortalTestCam')).toBe(true);

    const response = await upload(owner, photo, 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const stored = (await read(owner)).rawPayload;
    const kept = await sharp(stored).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(stored.includes('PortalTestCam')).toBe(false);
    expect(response.json().size).toBe(stored.length);
  });

  it('turns a photo as its EXIF orientation says before dropping the tag', async () => {
    const sideways = await sharp(await solidImage('jpeg', { width: 200, height: 100 }))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await upload(owner, sideways, 'image/jpeg');
    const kept = await sharp((await read(owner)).rawPayload).metadata();
    expect(kept).toMatchObject({ width: 100, height: 200 });
    expect(kept.orientation).toBeUndefined();
  });

  it('refuses a file that looks like a JPEG but does not decode, and writes nothing', async () => {
    const before = { files: storedFiles(), name: await storedName(owner) };
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const response = await upload(owner, broken, 'image/jpeg');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'file', message: 'could not be read as an image' },
    ]);
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
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 8,
      height: 8,
      hasAlpha: true,
    });
    const byId = await read(owner, owner.memberId);
    expect(byId.rawPayload.equals(response.rawPayload)).toBe(true);
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
