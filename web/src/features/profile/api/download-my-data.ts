import { personalDataFileName } from '@portal/contracts/personal-data';
import { downloadApiFile } from '#src/lib/download.ts';

/** GET member/personal-data: the member's data as a ZIP file, saved by the browser. */
export function downloadMyData(): Promise<void> {
  return downloadApiFile(
    '/member/api/v1/member/personal-data',
    personalDataFileName(new Date().toISOString().slice(0, 10)),
  );
}
