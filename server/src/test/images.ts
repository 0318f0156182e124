import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A plain image of the given size and format, made here rather than kept as a fixture. */
export function solidImage(
  format: 'jpeg' | 'png' | 'webp',
  { width = 8, height = 8, isTransparent = false } = {},
): Promise<Buffer> {
  const background = isTransparent
    ? { r: 0, g: 120, b: 200, alpha: 0.25 }
    : { r: 200, g: 100, b: 50, alpha: 1 };
  const channels = isTransparent ? 4 : 3;
  return sharp({ create: { width, height, channels, background } }).toFormat(format).toBuffer();
}

/** A camera-like photo: 2000 × 1500 px, with the maker and the GPS position in its EXIF. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({
    create: { width: 2000, height: 1500, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PortalTestCam', Model: 'Pocket 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 40/1 3012/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '12/1 34/1 1599/100',
      },
    })
    .toBuffer();
}

/** Whether EXIF data holds the pointer to a GPS directory (tag 0x8825), in either byte order. */
export function hasGpsDirectory(exif: Buffer): boolean {
  const isLittleEndian = exif.subarray(6, 8).toString('latin1') === 'II';
  return exif.includes(Buffer.from(isLittleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** A multipart/form-data body with one file in the field "file". */
export function multipartFile(bytes: Buffer, declaredType: string, fileName = 'image') {
  const boundary = `----portal-test-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${declaredType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
