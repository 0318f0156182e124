import { useMemo } from 'react';
import { qrModules } from './qr-path.ts';

interface QrCodeProps {
  value: string;
  /** Accessible name: what the code is for. */
  label: string;
  /** Pixels per side; a door scanner reads 240 and up from a phone screen at arm's length. */
  size?: number;
}

/** A QR code as inline SVG, black on white whatever the theme, so it scans and prints alike. */
export function QrCode({ value, label, size = 256 }: QrCodeProps) {
  const qr = useMemo(() => qrModules(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
