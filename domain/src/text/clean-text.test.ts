import { describe, expect, it } from 'vitest';
import { cleanLine, cleanMultiline } from './clean-text';

describe('cleanLine', () => {
  it('drops the right-to-left override and every other bidi control', () => {
    expect(cleanLine('Acme\u202Efdp.exe')).toBe('Acmefdp.exe');
    expect(cleanLine('\u200Ea\u200Fb\u061Cc\u202Ad\u202Be\u202Cf\u202Dg\u2066h\u2067i\u2068j\u2069')).toBe('abcdefghij');
  });

  it('turns line breaks and tabs into one space, so a name cannot start a mail header', () => {
    expect(cleanLine('Agency\r\nBcc: x@evil.example')).toBe('Agency Bcc: x@evil.example');
    expect(cleanLine('a\rb\nc\td\u2028e\u0085f\u000bg')).toBe('a b c d e f g');
  });

  it('drops other controls and invisible characters but keeps joiners, accents and emoji', () => {
    expect(cleanLine('a\u0000b\u0007c\u007fd\u009be\u200Bf\uFEFFg\u00ADh\u{E0041}\u{E0042}i')).toBe('abcdefghi');
    expect(cleanLine('👩\u200D💻 می\u200Cخواهم')).toBe('👩\u200D💻 می\u200Cخواهم');
    expect(cleanLine('Peña Ñandú')).toBe('Peña Ñandú');
  });

  it('puts text in NFC, composing across a removed character, and repairs lone surrogates', () => {
    expect(cleanLine('Pen\u0303a')).toBe('Peña');
    expect(cleanLine('e\u200B\u0301')).toBe('é');
    expect(cleanLine('a\uD800b')).toBe('a\uFFFDb');
  });

  it('is idempotent', () => {
    const dirty = ' X\u202E\r\n\r\nY\u0301 ';
    expect(cleanLine(cleanLine(dirty))).toBe(cleanLine(dirty));
  });
});

describe('cleanMultiline', () => {
  it('keeps line breaks (as \\n) and tabs, drops the rest', () => {
    expect(cleanMultiline('one\r\ntwo\rthree\u2028four\tfive\u202E\u0000')).toBe('one\ntwo\nthree\nfour\tfive');
  });
});
