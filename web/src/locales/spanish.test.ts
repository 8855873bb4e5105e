import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n/namespaces';
import enUpload from './en/upload.json';
import esUpload from './es/upload.json';

const here = import.meta.dirname;

// One form of address in Spanish, tú (issue 18, item 4): usted's pronouns and imperatives.
const USTED = /\b(usted(es)?|le hemos|les hemos|su cuenta|Compruebe|Inténtelo|Vuelva a|Introduzca|Elija|Pulse|Haga clic|Recargue|Espere|Seleccione|Revise|Consulte|Escriba)\b/;

describe('Spanish texts', () => {
  it.each(NAMESPACES)('address the user as tú (%s)', (namespace) => {
    const texts: string[] = [];
    const collect = (value: unknown) => (typeof value === 'string' ? texts.push(value) : typeof value === 'object' && value && Object.values(value).forEach(collect));
    collect(JSON.parse(readFileSync(join(here, 'es', `${namespace}.json`), 'utf8')));
    expect(texts.filter((text) => USTED.test(text))).toEqual([]);
  });

  it('count files with i18next plurals', () => {
    const instance = i18next.createInstance();
    void instance.init({ resources: { en: { upload: enUpload }, es: { upload: esUpload } }, ns: ['upload'], lng: 'es', initAsync: false });
    const es = instance.getFixedT('es', 'upload');
    const en = instance.getFixedT('en', 'upload');
    expect(es('batch.uploaded', { done: 1, count: 1 })).toBe('1 de 1 archivo subido');
    expect(es('batch.processed', { done: 0, count: 2 })).toBe('0 de 2 archivos procesados');
    expect(en('batch.uploaded', { done: 1, count: 1 })).toBe('1 of 1 file uploaded');
  });
});
