/**
 * A supplier the agency knows, recognised by its confirmed name when the document prints no
 * tax id the engine can read (drawn as vector paths, or in an image OCR could not read): the
 * profile's name, without its legal form, printed as whole words on the document. Only one
 * profile may match, and the name must be distinctive (two words or more, eight letters or more).
 */
import { fold } from '../extraction/fields/fold';
import type { SupplierProfile } from './supplier-profile.schema';

const LEGAL_FORMS = new Set(['s', 'l', 'a', 'u', 'c', 'b', 'p', 'sl', 'sa', 'slu', 'sau', 'sll', 'slne', 'cb', 'scp', 'scoop', 'coop', 'gmbh', 'ag', 'ltd', 'inc', 'bv', 'nv', 'sarl', 'sas', 'srl', 'spa']);

/** The words of a name that identify it: folded, punctuation out, legal form and trailing initials out. */
export function nameCore(name: string): string {
  const words = fold(name)
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 0 && LEGAL_FORMS.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

function distinctive(core: string): boolean {
  return core.split(' ').length >= 2 && core.replace(/[^a-z]/g, '').length >= 8;
}

/** The one profile whose name the text prints, or null (none, several, or not distinctive). */
export function supplierNamedIn(text: string, profiles: readonly SupplierProfile[], exceptTaxId?: string | null): SupplierProfile | null {
  const haystack = ` ${fold(text).replace(/[^a-z0-9&]+/g, ' ')} `;
  const found = profiles.filter((profile) => {
    if (!profile.name || profile.taxId === exceptTaxId) return false;
    const core = nameCore(profile.name);
    return distinctive(core) && haystack.includes(` ${core} `);
  });
  return found.length === 1 ? found[0]! : null;
}
