import { encode } from 'uqr';

export interface QrModules {
  /** Modules per side, the quiet zone included. */
  size: number;
  /** One SVG path of every dark module, one unit per module. */
  path: string;
}

/**
 * The dark modules as a single path of unit squares, runs in a row merged into one rectangle,
 * so a ticket's code draws as one small element instead of hundreds of rects.
 */
export function qrModules(text: string): QrModules {
  // Medium error correction survives a creased or scuffed printout; a quiet zone of four modules
  // is what scanners expect around the code.
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, path: parts.join('') };
}
