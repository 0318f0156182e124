import { describe, expect, it } from 'vitest';
import { pdfRenders, pdfText } from '#src/test/pdf-text.ts';
import type { ReceiptDocument } from './receipt-document.ts';
import { receiptFileName } from './receipt-document.ts';
import { printable, renderReceiptPdf } from './receipt-pdf.ts';

const receipt = (language: 'da' | 'en'): ReceiptDocument => ({
  kind: 'receipt',
  language,
  seller: {
    name: 'Sejlklubben Øresund',
    address: 'Strandvejen 340\n2930 Klampenborg',
    cvrNumber: '11223344',
  },
  buyer: {
    name: 'Søren Ærø',
    email: 'soren@example.test',
    address: 'Åboulevarden 2, 8000 Aarhus C',
  },
  orderNumber: 'SAILI-M-ABCDEFGHIJK',
  date: '2026-03-14T10:30:00.000Z',
  lines: [
    {
      description: 'Søren Ærø: Voksen',
      detail: '1. jan. 2026 – 31. dec. 2026',
      vatRate: 25,
      price: 120_000,
      vat: 30_000,
      surcharge: 1_500,
      total: 151_500,
    },
  ],
  total: { price: 120_000, vat: 30_000, surcharge: 1_500, total: 151_500 },
  currency: 'DKK',
  maskedCard: '555555******4444',
  paymentReferences: [{ label: 'authorization', value: 'a1b2c3d4-0000-4000-8000-000000000001' }],
});

describe('a PDF receipt', () => {
  it('is a valid PDF whose Danish text, æøå included, can be searched', async () => {
    const pdf = await renderReceiptPdf(receipt('da'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const words of [
      'Kvittering',
      'Sejlklubben Øresund',
      'Strandvejen 340',
      'CVR-nr. 11223344',
      'Søren Ærø',
      'Åboulevarden 2',
      'Ordrenummer',
      'SAILI-M-ABCDEFGHIJK',
      'Moms',
      'Gebyr',
      '1.200,00 kr.',
      '300,00 kr.',
      '15,00 kr.',
      '1.515,00 kr.',
      'Mastercard, kort der ender på 4444',
      'a1b2c3d4-0000-4000-8000-000000000001',
    ]) {
      expect(text).toContain(words);
    }
    expect(pdfRenders(pdf)).toMatchObject({ ok: true, pages: 1 });
  });

  it('speaks English when asked', async () => {
    const text = pdfText(await renderReceiptPdf(receipt('en')));
    expect(text).toContain('Receipt');
    expect(text).toContain('CVR no. 11223344');
    expect(text).toContain('DKK 1,515.00');
    expect(text).toContain('Mastercard card ending in 4444');
    expect(text).not.toContain('Kvittering');
  });

  it('prints a credit note with the receipt it corrects and negative amounts', async () => {
    const note: ReceiptDocument = {
      ...receipt('da'),
      kind: 'credit-note',
      orderNumber: 'SAILI-M-ABCDEFGHIJK-K1',
      lines: [
        {
          ...(receipt('da').lines[0] as ReceiptDocument['lines'][number]),
          price: -120_000,
          vat: -30_000,
          surcharge: -1_500,
          total: -151_500,
        },
      ],
      total: { price: -120_000, vat: -30_000, surcharge: -1_500, total: -151_500 },
      credits: { orderNumber: 'SAILI-M-ABCDEFGHIJK', reason: 'Flyttet til Århus' },
    };
    const pdf = await renderReceiptPdf(note);
    const text = pdfText(pdf);
    expect(text).toContain('Kreditnota');
    expect(text).toContain('Krediterer kvittering');
    expect(text).toContain('SAILI-M-ABCDEFGHIJK-K1');
    expect(text).toContain('Flyttet til Århus');
    expect(text).toContain('-1.515,00 kr.');
    expect(pdfRenders(pdf).ok).toBe(true);
    expect(receiptFileName(note)).toBe('kreditnota-SAILI-M-ABCDEFGHIJK-K1.pdf');
  });

  it('keeps what the standard fonts print and replaces what they cannot', () => {
    expect(printable('Æble, øl og å – “citat” €5')).toBe('Æble, øl og å – “citat” €5');
    expect(printable('Zoë Łukasz Dvořák\u2212\u202f')).toBe('Zoë ?ukasz Dvorák- ');
  });
});
