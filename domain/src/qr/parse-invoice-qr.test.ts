import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crc8, parseInvoiceQr } from './parse-invoice-qr';

const rows = readFileSync(fileURLToPath(new URL('../../../fixtures/qr/qr_test_vectors.tsv', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split('\t'));

describe('parseInvoiceQr against the AEAT and TicketBAI spec vectors', () => {
  it('has the vectors', () => expect(rows.length).toBe(13));
  it.each(rows.map((r) => [r[0], r[2], r[3], r]))('%s %s', (_id, expect_, text, row) => {
    const result = parseInvoiceQr(text as string);
    const r = row as string[];
    if (expect_ === 'invalid') {
      expect(result.ok).toBe(false);
      return;
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.qr.issuerTaxId).toBe(r[4]);
    const [d, m, y] = (r[6] ?? '').slice(0, 10).split('-');
    expect(result.qr.date).toBe(`${y}-${m}-${d}`);
    if (r[1] === 'VERIFACTU') {
      expect(result.qr.number).toBe(r[5]);
      expect(result.qr.total).toBe(Number(r[7]));
    }
  });
  it('reads the TicketBAI series, number and total', () => {
    const result = parseInvoiceQr('https://batuz.eus/QRTBAI/?id=TBAI-00000006Y-251019-btFpwP8dcLGAF-237&s=T&nf=27174&i=4.70&cr=007');
    expect(result).toEqual({
      ok: true,
      qr: { system: 'ticketbai', issuerTaxId: '00000006Y', number: '27174', series: 'T', date: '2019-10-25', total: 4.7, environment: null },
    });
  });
  it('rejects a TicketBAI URL whose CRC does not match', () => {
    expect(parseInvoiceQr('https://batuz.eus/QRTBAI/?id=TBAI-00000006Y-251019-btFpwP8dcLGAF-237&s=T&nf=27175&i=4.70&cr=007').ok).toBe(false);
  });
  it("keeps a '+' of the TicketBAI id (base64), which form decoding would read as a space", () => {
    const head = 'TBAI-B22334452-021125-ab+cdEFghIJ1k-';
    const id = `${head}${String(crc8(head)).padStart(3, '0')}`;
    const url = `https://ticketbai.araba.eus/tbai/qrtbai/?id=${id}&s=V-FAC40&nf=F26-40-08002&i=307.39`;
    const result = parseInvoiceQr(`${url}&cr=${String(crc8(url)).padStart(3, '0')}`);
    expect(result).toMatchObject({ ok: true, qr: { issuerTaxId: 'B22334452', number: 'F26-40-08002', series: 'V-FAC40', date: '2025-11-02', total: 307.39 } });
  });
  it('computes CRC-8', () => {
    expect(crc8('TBAI-00000006Y-251019-btFpwP8dcLGAF-')).toBe(237);
  });
  it('ignores other QR codes', () => {
    expect(parseInvoiceQr('https://example.com/pay?x=1')).toEqual({ ok: false, reason: 'unknown-qr' });
    expect(parseInvoiceQr('BCD\n001\n1\nSCT')).toEqual({ ok: false, reason: 'not-a-url' });
  });
});
