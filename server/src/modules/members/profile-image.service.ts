import { type ProfileImageResult, profileImagePath } from '@portal/contracts/member';
import { profileImageMaxBytes, type ProfileImageType } from '@portal/contracts/member-fields';
import { AppError } from '#src/lib/errors.ts';
import { requireCanActFor } from '#src/modules/family/family-access.service.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { findMemberById } from '#src/lib/acting-member.ts';
import { findMemberForUpdate, updateMember } from './members.repository.ts';
import {
  contentTypeOf,
  detectImageType,
  readImage,
  removeImage,
  storeImage,
} from '#src/lib/uploads/image-store.ts';
import { reEncodeImage } from '#src/lib/uploads/re-encode-image.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';

const folder = 'profile-images';

/** Replaces the image name in one transaction; the file it replaced is returned for removal. */
async function swapImage(ctx: ServiceContext, memberId: string, name: string | null) {
  return ctx.db.transaction(async (tx) => {
    const row = await findMemberForUpdate(tx, memberId);
    if (!row) throw AppError.of('NOT_FOUND', 'own_member_gone');
    await updateMember(tx, memberId, { profileImage: name });
    return row.profileImage;
  });
}

/**
 * POST member/profile-image: JPEG, PNG or WebP by their first bytes, at most 2 MB; stored
 * re-encoded without its metadata (where a photo was taken) and at most 512 px on a side.
 */
export async function uploadProfileImage(
  ctx: ServiceContext,
  acting: ActingMember,
  bytes: Buffer,
): Promise<ProfileImageResult> {
  if (bytes.length > profileImageMaxBytes) {
    throw AppError.of('PAYLOAD_TOO_LARGE', 'image_too_large');
  }
  const type = detectImageType(bytes);
  if (!type) throw AppError.badRequest('file', 'must be a JPEG, PNG or WebP image');
  const stored = await reEncodeImage(bytes, type);
  const name = await storeImage(ctx.config.dataDir, folder, stored, type);
  let previous: string | null;
  try {
    previous = await swapImage(ctx, acting.id, name);
  } catch (error) {
    await removeImage(ctx.config.dataDir, folder, name);
    throw error;
  }
  // Removed only once the new name is committed: a failed swap never loses the old image.
  if (previous) await removeImage(ctx.config.dataDir, folder, previous);
  return { profileImage: profileImagePath(acting.id), contentType: type, size: stored.length };
}

export async function deleteProfileImage(ctx: ServiceContext, acting: ActingMember) {
  const previous = await swapImage(ctx, acting.id, null);
  if (!previous) throw AppError.of('NOT_FOUND', 'no_profile_image');
  await removeImage(ctx.config.dataDir, folder, previous);
}

/** GET member/profile-image: one's own, an own child's or an approved linked member's image. */
export async function readProfileImage(
  ctx: ServiceContext,
  acting: ActingMember,
  memberId: string | undefined,
): Promise<{ bytes: Buffer; contentType: ProfileImageType }> {
  const target = memberId ?? acting.id;
  await requireCanActFor(ctx.db, acting, target);
  const name = (await findMemberById(ctx.db, target))?.profileImage;
  const contentType = name ? contentTypeOf(name) : null;
  const bytes = name ? await readImage(ctx.config.dataDir, folder, name) : null;
  if (!bytes || !contentType) throw AppError.of('NOT_FOUND', 'member_has_no_image');
  return { bytes, contentType };
}
