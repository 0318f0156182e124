import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, toCsv } from './csv.ts';

describe('CSV for Danish spreadsheets', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+45 12 34 56 78')).toBe("'+45 12 34 56 78");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
  });

  it('quotes only what must be quoted, and starts with a byte order mark', () => {
    expect(csvCell('Jensen; Anna')).toBe('"Jensen; Anna"');
    expect(csvCell('Line\nbreak')).toBe('"Line\nbreak"');
    expect(csvCell('Ærø')).toBe('Ærø');
    expect(
      toCsv([
        ['a', 1],
        [null, 'b'],
      ]),
    ).toBe('\uFEFFa;1\r\n;b\r\n');
  });

  it('writes amounts with the language’s decimal mark', () => {
    expect(csvAmount(123_450, 'da')).toBe('1234,50');
    expect(csvAmount(5, 'en')).toBe('0.05');
  });
});
