import type { ProfileImageType } from '@portal/contracts/member-fields';
import { AppError } from '#src/lib/errors.ts';

/** The longest side an uploaded image keeps; larger ones are scaled down, smaller ones kept. */
export const imageMaxSide = 512;

/**
 * Phone photos are 12 to 48 million pixels; anything far beyond that in a 2 MB file is a
 * decompression bomb, refused before it is decoded (sharp's own limit is 268 million).
 */
const maxInputPixels = 64_000_000;

/**
 * Decodes an uploaded image and writes it anew in its own format, so that nothing of the file
 * as sent is kept: no EXIF (GPS position, camera, time), no XMP, no comments, no trailing bytes.
 * The EXIF orientation is applied to the pixels first, as the tag goes with the rest.
 * PNG and WebP keep their transparency. A file that does not decode is the client's mistake.
 */
export async function reEncodeImage(bytes: Buffer, type: ProfileImageType): Promise<Buffer> {
  // Loaded with the first upload rather than at start-up (libvips is large).
  const { default: sharp } = await import('sharp');
  const pipeline = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({
      width: imageMaxSide,
      height: imageMaxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const encoded =
    type === 'image/jpeg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : type === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: 85 });
  try {
    return await encoded.toBuffer();
  } catch {
    // sharp's message names libvips internals; the client only needs to know the file is bad.
    throw AppError.badRequest('file', 'could not be read as an image');
  }
}
