import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/clients.json';
import es from '../../../locales/es/clients.json';

// "Has usado las 1 empresas" read wrong: the limit's texts take i18next's plural forms.
describe('company limit texts', () => {
  const instance = i18next.createInstance();
  void instance.init({ resources: { en: { clients: en }, es: { clients: es } }, ns: ['clients'], defaultNS: 'clients', lng: 'es', initAsync: false });

  it.each([
    ['es', 1, 'Has usado la 1 empresa de tu plan.', 'límite de 1 empresa de tu plan'],
    ['es', 3, 'Has usado las 3 empresas de tu plan.', 'límite de 3 empresas de tu plan'],
    ['en', 1, 'You have used the 1 company of your plan.', "limit of 1 company."],
    ['en', 3, 'You have used all 3 companies of your plan.', "limit of 3 companies."],
  ])('%s with a plan of %d', (lng, count, full, slot) => {
    const t = instance.getFixedT(lng, 'clients');
    expect(t('add.full', { count, price: '150 €' })).toContain(full);
    expect(t('slot.body', { count, price: '150 €' })).toContain(slot);
  });
});
