/**
 * A small, safe XML reading layer for e-invoices: namespace prefixes removed, every value kept
 * as text, no DOCTYPE (so no entity expansion), and path helpers that tolerate an element
 * appearing once or many times.
 */
import { XMLParser } from 'fast-xml-parser';

export type XmlNode = { [key: string]: unknown };

export const MAX_XML_BYTES = 10 * 1024 * 1024;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
});

export type XmlParse = { ok: true; root: XmlNode; rootName: string } | { ok: false };

export function parseXml(text: string): XmlParse {
  if (text.length > MAX_XML_BYTES || /<!DOCTYPE/i.test(text)) return { ok: false };
  try {
    const tree = parser.parse(text, true) as XmlNode;
    const rootName = Object.keys(tree).find((key) => !key.startsWith('?') && !key.startsWith('#'));
    if (!rootName) return { ok: false };
    const root = tree[rootName];
    return { ok: true, root: (typeof root === 'object' && root !== null ? root : {}) as XmlNode, rootName };
  } catch {
    return { ok: false };
  }
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** All nodes at a slash-separated path below `node`. */
export function all(node: unknown, path: string): unknown[] {
  let current: unknown[] = [node];
  for (const step of path.split('/')) {
    current = current.flatMap((item) => (item && typeof item === 'object' ? asArray((item as XmlNode)[step]) : []));
  }
  return current;
}

export function first(node: unknown, path: string): unknown {
  return all(node, path)[0];
}

/** Text content of the first node at `path`, entity-decoded and trimmed, or null. */
export function text(node: unknown, path: string): string | null {
  const value = first(node, path);
  const raw = typeof value === 'object' && value !== null ? (value as XmlNode)['#text'] : value;
  if (raw === undefined || raw === null) return null;
  const decoded = decodeEntities(String(raw)).trim();
  return decoded.length > 0 ? decoded : null;
}

export function attribute(node: unknown, path: string, name: string): string | null {
  const value = first(node, path);
  if (!value || typeof value !== 'object') return null;
  const raw = (value as XmlNode)[`@${name}`];
  return raw === undefined ? null : String(raw);
}

export function numberAt(node: unknown, path: string): number | null {
  const value = text(node, path);
  if (value === null || !/^[-+]?\d+(\.\d+)?$/.test(value)) return null;
  return Number(value);
}

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? '';
  });
}
