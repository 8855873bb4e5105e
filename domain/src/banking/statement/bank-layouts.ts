/**
 * The bank export layouts of banking.md §2, recognised by their normalised header row (in order,
 * blank columns dropped) and the preamble's IBAN entity code. Unknown layouts still read through
 * the aliases of statement-aliases.ts as `generic`.
 */
import { bankOfEntity, findIban } from './iban';

const LAYOUTS: { bank: string; headers: string[] }[] = [
  { bank: 'bbva', headers: ['f valor', 'fecha', 'concepto', 'movimiento', 'importe', 'divisa', 'disponible', 'divisa', 'observaciones'] },
  { bank: 'caixabank', headers: ['fecha', 'fecha valor', 'movimiento', 'mas datos', 'importe', 'saldo'] },
  { bank: 'caixabank', headers: ['concepto', 'fecha', 'importe', 'saldo'] },
  { bank: 'santander', headers: ['fecha operacion', 'fecha valor', 'concepto', 'importe eur', 'saldo'] },
  { bank: 'sabadell', headers: ['f operativa', 'concepto', 'f valor', 'importe', 'saldo', 'referencia 1', 'referencia 2'] },
  { bank: 'ing', headers: ['f valor', 'categoria', 'subcategoria', 'descripcion', 'comentario', 'imagen', 'importe', 'saldo'] },
  { bank: 'kutxabank', headers: ['fecha', 'concepto', 'fecha valor', 'importe', 'saldo'] },
  { bank: 'kutxabank', headers: ['fecha', 'concepto', 'fecha valor', 'importe de la operacion'] },
  { bank: 'openbank', headers: ['fecha operacion', 'fecha valor', 'concepto', 'importe', 'saldo'] },
  { bank: 'openbank', headers: ['fecha valor', 'concepto', 'importe', 'cuenta', 'saldo'] },
  { bank: 'abanca', headers: ['fecha ctble', 'fecha valor', 'concepto', 'importe', 'moneda', 'saldo', 'moneda', 'concepto ampliado'] },
  { bank: 'abanca', headers: ['fecha', 'concepto', 'saldo', 'importe', 'fecha operacion', 'fecha valor'] },
  { bank: 'ibercaja', headers: ['n', 'f oper', 'f valor', 'concepto', 'descripcion', 'referencia', 'importe', 'saldo'] },
  { bank: 'cajasur', headers: ['date process', 'description', 'date transaction', 'amount'] },
  { bank: 'mediolanum', headers: ['fecha operacion', 'concepto', 'fecha valor', 'pagos', 'ingresos'] },
];

/** Lower case, accents and punctuation out, currency words kept (Santander's "IMPORTE EUR"). */
function signatureName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/º|ª/g, '')
    .replace(/\(?€\)?/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function recogniseBank(header: readonly string[], preamble: readonly string[]): { bank: string; iban: string | null } {
  const iban = findIban(preamble.join(' '));
  const names = header.map(signatureName).filter((n) => n !== '');
  const layout = LAYOUTS.find(
    (l) => names.length >= l.headers.length && l.headers.every((h, i) => names[i] === h) && names.length - l.headers.length <= 2,
  );
  const byEntity = iban ? bankOfEntity(iban.slice(4, 8)) : null;
  return { bank: byEntity ?? layout?.bank ?? 'generic', iban };
}
