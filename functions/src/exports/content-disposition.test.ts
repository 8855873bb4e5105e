import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

/** The UTF-8 name back from `filename*` (RFC 8187): charset, empty language, percent-encoded. */
function extName(header: string): string {
  const match = /filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$/.exec(header);
  if (!match) throw new Error(`no valid filename* in ${header}`);
  return decodeURIComponent(match[1]!);
}

describe('attachmentDisposition', () => {
  it('escapes every character RFC 8187 does not allow, so the name reads back whole', () => {
    const name = "2025B12345674RL'HOSPITALET (SUR) S.L.csv";
    const header = attachmentDisposition(name);
    expect(extName(header)).toBe(name);
    expect(header).toContain('%27');
  });

  it('gives an ASCII fallback without quotes or accents', () => {
    expect(attachmentDisposition('2025B12345674RPEÑA "X".xlsx')).toMatch(/^attachment; filename="2025B12345674RPENA _X_\.xlsx"; filename\*=/);
  });
});
