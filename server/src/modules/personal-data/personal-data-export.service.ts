import { strToU8, zipSync, type Zippable } from 'fflate';
import { personalDataFileName, type PrivacyContact } from '@portal/contracts/personal-data';
import type { Executor } from '#src/db/client.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { readImage } from '#src/lib/uploads/image-store.ts';
import { collect } from './export-files.ts';
import { exportReadme } from './export-readme.ts';
import { organisationContacts } from './personal-data.repository.ts';

/**
 * The member's own data and the account behind it, never someone else's on their behalf: a super
 * administrator acting as a member sees their pages, but takes no copy of all of it and deletes
 * nothing (docs/decisions.md).
 */
export function requireOwnAccount(acting: ActingMember): void {
  if (acting.caller.email !== acting.email?.toLowerCase()) {
    throw AppError.of('FORBIDDEN', 'personal_data_own_only');
  }
}

/** GET member/personal-data: a ZIP of JSON files with a README in the member's language. */
export async function personalDataArchive(
  ctx: ServiceContext,
  acting: ActingMember,
  now: Date,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  requireOwnAccount(acting);
  const { files, people } = await collect(ctx, acting.row);
  const day = clubToday(now);
  const archive: Zippable = {
    'README.txt': strToU8(
      exportReadme(acting.row.preferredLanguage, {
        date: now.toISOString(),
        privacyUrl: new URL('/ui/privacy', ctx.config.publicUrl).href,
      }),
    ),
  };
  for (const [name, content] of Object.entries(files)) {
    archive[name] = strToU8(`${JSON.stringify(content, null, 2)}\n`);
  }
  const images: Zippable = {};
  for (const person of people) {
    if (!person.profileImage) continue;
    const image = await readImage(ctx.config.dataDir, 'profile-images', person.profileImage);
    // Images are compressed already: stored as they are.
    if (image) images[`${person.id}-${person.profileImage}`] = [image, { level: 0 }];
  }
  if (Object.keys(images).length > 0) archive.images = images;
  return { fileName: personalDataFileName(day), bytes: zipSync(archive, { level: 6 }) };
}

/** GET public/privacy/contacts: who answers for a member's data in each organisation. */
export async function privacyContacts(db: Executor): Promise<PrivacyContact[]> {
  return organisationContacts(db);
}
