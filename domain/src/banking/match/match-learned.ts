/**
 * IBAN and mandate reference: the statement teaches them. A counterparty IBAN or SEPA mandate
 * seen on a line already matched by a hard identifier (invoice number, NIF, creditor id) to one
 * counterparty identifies that counterparty on the session's other lines (a recurring debit
 * whose later concepts carry only the mandate; transfers to the same IBAN). An identifier seen
 * with two counterparties teaches nothing.
 */
import { mod97 } from '../../tax-id/validate-eu-vat';
import type { Candidate } from './candidates';
import { HARD_WINDOW, TIGHT_WINDOW, inWindow } from './compat';
import { type InvoiceEngine, push, settle } from './engine';
import { partyProposals, takeProposals } from './match-party';
import { EVIDENCE, type Proposal } from './proposal';

const IBAN = /\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b/g;
const MANDATE = /\b(?:MANDATO|MANDATE|MNDT|REF\.? ?MANDATO)[:.\s]*([A-Z0-9][A-Z0-9\-/.]{3,34})/g;

function validIban(iban: string): boolean {
  if (iban.length < 15 || iban.length > 34) return false;
  const numeric = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return mod97(numeric) === 1;
}

/** Counterparty IBANs (checksum-valid) and mandate references written in a plain-cased concept. */
export function conceptAccounts(text: string): { ibans: string[]; mandates: string[] } {
  const ibans = [...text.matchAll(IBAN)].map((m) => m[1]!.replace(/ /g, '')).filter(validIban);
  const mandates = [...text.matchAll(MANDATE)].map((m) => m[1]!);
  return { ibans: [...new Set(ibans)], mandates: [...new Set(mandates)] };
}

export function matchByLearnedIds(engine: InvoiceEngine, ownIban: string | null): void {
  const learned = new Map<string, Set<string>>();
  for (const p of engine.autos) {
    const parties = new Set(p.candidates.map((c) => engine.candidates[c]!.taxId));
    if (parties.size !== 1 || parties.has(null)) continue;
    const taxId = [...parties][0]!;
    for (const l of p.lines) {
      const line = engine.all[l]!;
      for (const id of [...line.ibans.map((i) => `iban:${i}`), ...line.mandates.map((m) => `mandate:${m}`)]) {
        if (id === `iban:${ownIban}`) continue;
        learned.set(id, (learned.get(id) ?? new Set()).add(taxId));
      }
    }
  }
  if (learned.size === 0) return;
  const byTax = new Map<string, Candidate[]>();
  for (const c of engine.candidates) if (c.taxId && engine.open[c.index]) push(byTax, c.taxId, c);
  const autos: Proposal[] = [];
  const claims = new Map<number, number>();
  for (const line of engine.lines) {
    if (engine.done[line.index]) continue;
    const ids = [...line.ibans.map((i) => ['iban', `iban:${i}`] as const), ...line.mandates.map((m) => ['mandate', `mandate:${m}`] as const)];
    for (const [kind, id] of ids) {
      const parties = learned.get(id);
      if (!parties || parties.size !== 1) continue;
      const cands = (byTax.get([...parties][0]!) ?? []).filter((c) => engine.open[c.index] && inWindow(line.day, c.day, HARD_WINDOW));
      if (cands.length === 0) continue;
      const evidence = [kind === 'iban' ? EVIDENCE.iban : EVIDENCE.mandate];
      takeProposals(engine, claims, autos, partyProposals(line, cands, TIGHT_WINDOW, kind, evidence, 85, true));
      break;
    }
  }
  settle(engine, autos, claims);
}
