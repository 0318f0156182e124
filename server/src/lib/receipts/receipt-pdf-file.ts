import { type ReceiptDocument, receiptFileName } from './receipt-document.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** A printed receipt: what a download answers and a mail attaches. */
export interface ReceiptPdf {
  filename: string;
  content: Buffer;
}

export const pdfContentType = 'application/pdf';

export async function receiptPdf(document: ReceiptDocument): Promise<ReceiptPdf> {
  return { filename: receiptFileName(document), content: await renderReceiptPdf(document) };
}

/** The headers of a PDF download: a private file, saved under its name. */
export function pdfDownloadHeaders(pdf: ReceiptPdf): Record<string, string> {
  return {
    'content-type': pdfContentType,
    'content-disposition': `attachment; filename="${pdf.filename}"`,
    'cache-control': 'private, no-store',
  };
}
