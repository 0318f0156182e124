import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Poppler's tools read the PDFs the tests make: pdftotext proves the text is searchable,
 * pdftoppm that a renderer accepts the file. CI installs them (Debian's poppler-utils, .ci/run);
 * without them the tests fail saying so, rather than pass without looking.
 */
function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[]) {
  const answer = spawnSync(tool, args, { encoding: 'utf8' });
  if (answer.error && (answer.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      `${tool} is missing: install Debian's poppler-utils (apt-get install poppler-utils)`,
    );
  }
  return answer;
}

function withFile<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext finds it, whitespace collapsed. */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) => {
    const answer = poppler('pdftotext', ['-enc', 'UTF-8', file, '-']);
    if (answer.status !== 0) throw new Error(`pdftotext failed: ${answer.stderr}`);
    return answer.stdout.replace(/\s+/g, ' ').trim();
  });
}

/** Whether pdftoppm renders every page to PNG without complaint. */
export function pdfRenders(pdf: Buffer): { ok: boolean; pages: number; stderr: string } {
  return withFile(pdf, (file, dir) => {
    const answer = poppler('pdftoppm', ['-png', '-r', '30', file, path.join(dir, 'page')]);
    const pages = fs.readdirSync(dir).filter((name) => name.endsWith('.png')).length;
    return { ok: answer.status === 0 && pages > 0, pages, stderr: answer.stderr };
  });
}
