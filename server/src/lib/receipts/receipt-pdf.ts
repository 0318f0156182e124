import { formatDateTime, formatMoney } from '@portal/contracts/format';
import { cardOf } from '#src/lib/payments/card-brand.ts';
import type { ReceiptDocument, ReceiptLine } from './receipt-document.ts';
import { receiptTexts } from './receipt-texts.ts';

/**
 * Prints a receipt or credit note as a PDF (pdfkit, docs/decisions.md "Receipts"). The text is
 * real text in Helvetica, one of the PDF standard fonts, so it is searchable and copyable and no
 * font is fetched or embedded; its WinAnsi encoding covers Danish (æ, ø, å) and Western European
 * names. A character outside it is printed without its accent, or as "?".
 */

// The characters WinAnsi has above Latin-1's range (CP1252's 0x80-0x9F).
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can print: Intl's minus and narrow spaces made plain, the rest kept. */
export function printable(text: string): string {
  return Array.from(text.replace(/\u2212/g, '-').replace(/[\u202f\u2009\u2007]/g, ' '))
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code === 10 || (code >= 32 && code < 127) || (code >= 160 && code < 256)) return char;
      if (winAnsiExtras.has(char)) return char;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return Array.from(bare).every((c) => (c.codePointAt(0) ?? 0) < 256) && bare !== ''
        ? bare
        : '?';
    })
    .join('');
}

const page = { margin: 50, width: 595.28, height: 841.89 };
const contentWidth = page.width - 2 * page.margin;
// Description, then four money columns (price, VAT, surcharge, total), right-aligned.
const moneyColumn = 82;
const descriptionWidth = contentWidth - 4 * moneyColumn;

export async function renderReceiptPdf(document: ReceiptDocument): Promise<Buffer> {
  // Loaded with the first receipt, not at start-up, which it would slow by a second.
  const { default: PDFDocument } = await import('pdfkit');
  const texts = receiptTexts[document.language];
  const { kind, language, currency } = document;
  const money = (minor: number) => printable(formatMoney(minor, currency, language));
  const title = texts.title[kind];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    lang: language === 'da' ? 'da-DK' : 'en-GB',
    displayTitle: true,
    info: {
      Title: printable(`${title} ${document.orderNumber}`),
      Author: printable(document.seller.name),
      Subject: printable(`${title}, ${document.seller.name}`),
      CreationDate: new Date(document.date),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) =>
    pdf.text(printable(text), options);
  const label = (text: string) =>
    pdf.font('Helvetica-Bold').fontSize(9).fillColor('#555555').text(printable(text));
  const body = () => pdf.font('Helvetica').fontSize(10).fillColor('#000000');

  // Heading: what it is, and who sells.
  pdf.font('Helvetica-Bold').fontSize(22).fillColor('#000000');
  write(title);
  pdf.moveDown(0.2);
  pdf.font('Helvetica').fontSize(12);
  write(document.seller.name);
  pdf.moveDown(1);

  const top = pdf.y;
  const half = contentWidth / 2 - 10;
  // Left: seller and customer.
  pdf.x = page.margin;
  label(texts.seller);
  body();
  write(document.seller.name, { width: half });
  if (document.seller.address) write(document.seller.address, { width: half });
  if (document.seller.cvrNumber) write(texts.cvrNumber(document.seller.cvrNumber), { width: half });
  pdf.moveDown(0.6);
  label(texts.buyer);
  body();
  write(document.buyer.name, { width: half });
  if (document.buyer.email) write(document.buyer.email, { width: half });
  if (document.buyer.address) write(document.buyer.address, { width: half });
  const leftBottom = pdf.y;

  // Right: order number, date, what a credit note corrects.
  const right = page.margin + contentWidth / 2 + 10;
  pdf.y = top;
  const fact = (name: string, value: string) => {
    pdf.x = right;
    label(name);
    pdf.x = right;
    body();
    write(value, { width: half });
    pdf.moveDown(0.4);
  };
  fact(texts.orderNumber, document.orderNumber);
  fact(texts.date[kind], formatDateTime(document.date, language));
  if (document.credits) {
    fact(texts.credits, document.credits.orderNumber);
    fact(texts.reason, document.credits.reason);
  }
  pdf.x = page.margin;
  pdf.y = Math.max(leftBottom, pdf.y) + 20;

  drawLines(pdf, document, money);

  // Payment method and references.
  pdf.moveDown(1.2);
  pdf.x = page.margin;
  label(texts.paymentMethod);
  body();
  const card = cardOf(document.maskedCard);
  if (document.paidInCash) write(texts.cash);
  else write(card ? texts.card(card.brand, card.lastFour) : texts.cardUnknown);
  if (document.paymentReferences.length > 0) {
    pdf.moveDown(0.6);
    label(texts.references);
    body();
    for (const reference of document.paymentReferences) {
      write(`${texts.reference[reference.label]}: ${reference.value}`, { width: contentWidth });
    }
  }
  pdf.moveDown(2);
  pdf.font('Helvetica').fontSize(9).fillColor('#555555');
  write(texts.footer[kind], { width: contentWidth });
  pdf.end();
  return done;
}

function drawLines(
  pdf: PDFKit.PDFDocument,
  document: ReceiptDocument,
  money: (minor: number) => string,
): void {
  const texts = receiptTexts[document.language];
  const columns = (y: number, values: [string, string, string, string, string], bold: boolean) => {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5)
      .fillColor('#000000');
    const [description, ...amounts] = values;
    pdf.text(printable(description), page.margin, y, { width: descriptionWidth - 8 });
    let bottom = pdf.y;
    amounts.forEach((amount, index) => {
      const x = page.margin + descriptionWidth + index * moneyColumn;
      pdf.text(printable(amount), x, y, { width: moneyColumn, align: 'right' });
      bottom = Math.max(bottom, pdf.y);
    });
    return bottom;
  };
  const rule = (y: number) =>
    pdf
      .moveTo(page.margin, y)
      .lineTo(page.margin + contentWidth, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();

  let y = columns(
    pdf.y,
    [texts.description, texts.price, texts.vat, texts.surcharge, texts.total],
    true,
  );
  rule(y + 3);
  y += 8;
  for (const line of document.lines) {
    if (y > page.height - page.margin - 120) {
      pdf.addPage();
      y = page.margin;
    }
    y = columns(
      y,
      [
        line.description,
        money(line.price),
        money(line.vat),
        money(line.surcharge),
        money(line.total),
      ],
      false,
    );
    const detail = detailOf(line, document.language);
    if (detail) {
      pdf.font('Helvetica').fontSize(8.5).fillColor('#555555');
      pdf.text(printable(detail), page.margin, y + 1, { width: descriptionWidth - 8 });
      y = pdf.y;
    }
    y += 6;
  }
  rule(y);
  y += 5;
  const { total } = document;
  y = columns(
    y,
    [
      texts.grandTotal[document.kind],
      money(total.price),
      money(total.vat),
      money(total.surcharge),
      money(total.total),
    ],
    true,
  );
  pdf.y = y;
}

function detailOf(line: ReceiptLine, language: ReceiptDocument['language']): string {
  const rate =
    line.vatRate === null || line.vatRate === undefined
      ? null
      : receiptTexts[language].vatAt(
          new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
            maximumFractionDigits: 2,
          }).format(line.vatRate),
        );
  return [line.detail, rate].filter(Boolean).join(' · ');
}
