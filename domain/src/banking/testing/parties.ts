/**
 * Deterministic randomness and the people a generated small business deals with: valid Spanish
 * tax ids, SEPA creditor ids built from the supplier's NIF, names with legal forms.
 */
import { mod97 } from '../../tax-id/validate-eu-vat';
import { cifControl, dniLetter } from '../../tax-id/validate-tax-id';

export type Random = () => number;

/** mulberry32: small, fast, deterministic per seed. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export function cif(random: Random, letter = 'B'): string {
  const digits = String(int(random, 1_000_000, 9_999_999));
  const { digit, letter: control } = cifControl(digits);
  return `${letter}${digits}${'NPQRSW'.includes(letter) ? control : digit}`;
}

export function dni(random: Random): string {
  const digits = String(int(random, 10_000_000, 99_999_999));
  return `${digits}${dniLetter(digits)}`;
}

/** SEPA creditor identifier (AT-02): ES + check digits + business code + NIF. */
export function creditorId(nif: string, business = '000'): string {
  const numeric = `${nif}ES00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98 - mod97(numeric);
  return `ES${String(check).padStart(2, '0')}${business}${nif}`;
}

export interface Party {
  name: string;
  taxId: string;
  /** SEPA creditor id when the party charges by direct debit. */
  creditorId: string | null;
  /** IRPF withheld on its invoices, in percent (professionals: 15). */
  irpfRate: number;
}

const FIRST = ['Talleres', 'Suministros', 'Distribuciones', 'Construcciones', 'Transportes', 'Gráficas', 'Consultoría', 'Comercial', 'Instalaciones', 'Servicios', 'Maderas', 'Electricidad', 'Ferretería', 'Papelería', 'Logística', 'Reformas'];
const SECOND = ['Norte', 'Ibérica', 'Levante', 'del Sur', 'Atlántico', 'Castellana', 'Mediterránea', 'Hermanos Ruiz', 'Olivares', 'Montes', 'Pérez', 'Navarro', 'Galicia', 'Rioja', 'Aragón', 'Cantábrico'];
const FORMS = ['S.L.', 'SL', 'S.A.', 'SLU', 'S.L.U.'];
const PEOPLE = ['Marta Gil Romero', 'Javier Ortega Sanz', 'Lucía Herrera Campos', 'Andrés Molina Vidal', 'Elena Castro Ibáñez'];

export function companies(random: Random, count: number, used: Set<string>): Party[] {
  const out: Party[] = [];
  while (out.length < count) {
    const name = `${pick(random, FIRST)} ${pick(random, SECOND)} ${pick(random, FORMS)}`;
    const key = name.replace(/\s+\S+$/, '');
    if (used.has(key)) continue;
    used.add(key);
    out.push({ name, taxId: cif(random), creditorId: null, irpfRate: 0 });
  }
  return out;
}

export function professionals(random: Random, count: number): Party[] {
  return PEOPLE.slice(0, count).map((name) => ({ name, taxId: dni(random), creditorId: null, irpfRate: 15 }));
}
