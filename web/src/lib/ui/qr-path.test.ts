import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrModules } from './qr-path.ts';

/** Paints the path's rectangles back onto a grid, to compare with the encoder's own modules. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, width] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let i = 0; i < width; i += 1) {
      const row = grid[y];
      if (row) row[x + i] = true;
    }
  }
  return grid;
}

describe('qrModules', () => {
  it('draws exactly the dark modules of the code, with a quiet zone of four', () => {
    const code = 'A1b2C3d4E5f6G7h8I9j0K1l2';
    const { size, path } = qrModules(code);
    const expected = encode(code, { ecc: 'M', border: 4 });
    expect(size).toBe(expected.size);
    expect(paint(path, size)).toEqual(expected.data);
    // The quiet zone stays light.
    expect(path).not.toMatch(/M\d+ [0-3]h/);
  });

  it('merges a run of dark modules into one rectangle', () => {
    const { path } = qrModules('x');
    // The top edge of the first finder pattern is seven modules wide.
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
});
