/**
 * Parses the tax QR codes printed on Spanish invoices:
 * - VeriFactu (AEAT, "QR tributario"): `.../wlpl/TIKE-CONT/ValidarQR[NoVerifactu]?nif=&numserie=&fecha=DD-MM-AAAA&importe=`
 *   (AEAT "Características del QR" v0.4.7: exactly these four parameters, importe with a dot).
 * - TicketBAI (Basque provinces): `...QRTBAI/?id=TBAI-NIF-DDMMYY-XXXXXXXXXXXXX-CRC&s=&nf=&i=&cr=`
 *   with CRC-8 (poly 0x07, init 0) over the identifier and over the URL before `&cr=`.
 * Pure and browser-safe; decoding the image is done elsewhere.
 */
import { formatIsoDate, isValidCalendarDate } from '../date/parse-date';

export interface InvoiceQr {
  system: 'verifactu' | 'ticketbai';
  issuerTaxId: string;
  /** Series and number as the QR gives them. */
  number: string;
  /** TicketBAI splits series (`s`) and number (`nf`). */
  series: string | null;
  date: string;
  total: number | null;
  environment: 'production' | 'test' | null;
}

export type InvoiceQrParse = { ok: true; qr: InvoiceQr } | { ok: false; reason: string };

const VERIFACTU_HOSTS: Record<string, 'production' | 'test'> = {
  'www2.agenciatributaria.gob.es': 'production',
  'prewww2.aeat.es': 'test',
};
const TICKETBAI_HOSTS = ['batuz.eus', 'ticketbai.araba.eus', 'tbai.egoitza.gipuzkoa.eus', 'pruebas-ticketbai.araba.eus', 'tbai.prep.gipuzkoa.eus'];
const IMPORTE = /^-?\d{1,12}(\.\d{1,2})?$/;

export function parseInvoiceQr(text: string): InvoiceQrParse {
  const trimmed = text.trim();
  if (/^TBAI-/i.test(trimmed)) return parseTicketBaiId(trimmed);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if (/\/wlpl\/TIKE-CONT\/ValidarQR(NoVerifactu)?$/i.test(url.pathname)) return parseVerifactu(url);
  if (TICKETBAI_HOSTS.includes(url.hostname) || /QRTBAI|\/qr\/?$/i.test(url.pathname)) return parseTicketBaiUrl(trimmed, url);
  return { ok: false, reason: 'unknown-qr' };
}

function parseVerifactu(url: URL): InvoiceQrParse {
  const params = url.searchParams;
  const allowed = new Set(['nif', 'numserie', 'fecha', 'importe', 'formato']);
  for (const key of params.keys()) if (!allowed.has(key)) return { ok: false, reason: 'unexpected-parameter' };
  const nif = params.get('nif');
  const number = params.get('numserie');
  const fecha = params.get('fecha');
  const importe = params.get('importe');
  if (!nif || !number || !fecha || !importe) return { ok: false, reason: 'missing-parameter' };
  if (!/^[A-Z0-9]{9}$/i.test(nif)) return { ok: false, reason: 'nif' };
  if (number.length > 60 || !/^[\x20-\x7e]+$/.test(number)) return { ok: false, reason: 'numserie' };
  const date = parseDashDate(fecha, 4);
  if (!date) return { ok: false, reason: 'fecha' };
  if (!IMPORTE.test(importe)) return { ok: false, reason: 'importe' };
  return {
    ok: true,
    qr: {
      system: 'verifactu',
      issuerTaxId: nif.toUpperCase(),
      number,
      series: null,
      date,
      total: Number(importe),
      environment: VERIFACTU_HOSTS[url.hostname] ?? null,
    },
  };
}

function parseDashDate(text: string, yearDigits: 2 | 4): string | null {
  const match = yearDigits === 4 ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(text) : /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = yearDigits === 4 ? Number(match[3]) : 2000 + Number(match[3]);
  return isValidCalendarDate(year, month, day) ? formatIsoDate(year, month, day) : null;
}

/** CRC-8, polynomial 0x07, initial value 0, no reflection (TicketBAI annex 3). */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const TBAI_ID = /^TBAI-([A-Z0-9]{9})-(\d{6})-([A-Za-z0-9+/=]{13})-(\d{3})$/;

function parseTicketBaiId(id: string): InvoiceQrParse {
  const match = TBAI_ID.exec(id);
  if (!match) return { ok: false, reason: 'tbai-id' };
  if (crc8(id.slice(0, 36)) !== Number(match[4])) return { ok: false, reason: 'tbai-crc' };
  const date = parseDashDate(match[2]!, 2);
  if (!date) return { ok: false, reason: 'tbai-date' };
  return {
    ok: true,
    qr: { system: 'ticketbai', issuerTaxId: match[1]!, number: '', series: null, date, total: null, environment: null },
  };
}

/**
 * A query parameter as printed, percent-decoded but with '+' kept: the TicketBAI id's 13
 * characters are base64 and may hold a '+', which form decoding would turn into a space.
 */
function rawParam(url: URL, name: string): string | null {
  for (const pair of url.search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1));
    } catch {
      return pair.slice(at + 1);
    }
  }
  return null;
}

function parseTicketBaiUrl(text: string, url: URL): InvoiceQrParse {
  const id = rawParam(url, 'id');
  const nf = rawParam(url, 'nf');
  const importe = rawParam(url, 'i');
  const cr = rawParam(url, 'cr');
  if (!id || !nf || !importe || !cr) return { ok: false, reason: 'missing-parameter' };
  const crAt = text.lastIndexOf('&cr=');
  if (crAt < 0 || crc8(text.slice(0, crAt)) !== Number(cr)) return { ok: false, reason: 'tbai-crc' };
  const parsedId = parseTicketBaiId(id);
  if (!parsedId.ok) return parsedId;
  if (!IMPORTE.test(importe)) return { ok: false, reason: 'importe' };
  const series = url.searchParams.get('s') || null;
  return {
    ok: true,
    qr: { ...parsedId.qr, number: nf, series, total: Number(importe) },
  };
}
