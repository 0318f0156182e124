/**
 * CSV as Danish spreadsheets open it: UTF-8 with a byte order mark (so æ, ø and å survive),
 * semicolons between cells (the comma is the decimal mark), CRLF between lines. A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return) is prefixed with an
 * apostrophe (OWASP's advice against CSV injection); the rest is quoted only when it must be.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(';')}\r\n`;
}

export const csvByteOrderMark = '\uFEFF';

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return csvByteOrderMark + rows.map(csvLine).join('');
}

/** Øre as the spreadsheet reads an amount: "1234,50" in Danish, "1234.50" in English. */
export function csvAmount(ore: number, language: 'da' | 'en'): string {
  const text = (ore / 100).toFixed(2);
  return language === 'da' ? text.replace('.', ',') : text;
}
