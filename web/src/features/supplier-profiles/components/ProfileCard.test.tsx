import type { SupplierProfile } from '@factoria/domain/suppliers/supplier-profile.schema';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/supplier-profiles.json';
import es from '../../../locales/es/supplier-profiles.json';
import { ProfileCard } from './ProfileCard';

function i18nIn(lng: 'en' | 'es') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { 'supplier-profiles': en }, es: { 'supplier-profiles': es } }, lng, ns: ['supplier-profiles'], initAsync: false });
  return i18n;
}

const profile: SupplierProfile & { id: string } = {
  id: 'B64717838',
  taxId: 'B64717838',
  name: 'Suministros Levante S.L.',
  invoices: 3,
  corrections: 1,
  numberShapes: [{ documentType: 'invoice', shape: 'FV-#/#', minDigits: 8, maxDigits: 8, count: 3 }],
  numberPrefix: 'FV-',
  regions: {
    number: [{ page: 1, last: false, x: 0.8, y: 0.1 }, { page: 1, last: false, x: 0.81, y: 0.1 }],
    date: [],
    total: [{ page: 2, last: true, x: 0.85, y: 0.9 }],
  },
  labels: { number: [{ label: 'Nº Factura', count: 2 }], date: [], total: [{ label: 'TOTAL FACTURA', count: 3 }] },
  vatRates: [{ rate: 21, count: 3 }, { rate: 10, count: 1 }],
  totalCents: { min: 12_100, max: 121_000 },
  currency: 'EUR',
  updatedAt: Date.UTC(2025, 2, 14, 10, 30),
};

function card(lng: 'en' | 'es', onReset = () => {}) {
  return render(
    <I18nextProvider i18n={i18nIn(lng)}>
      <ul>
        <ProfileCard profile={profile} onReset={onReset} />
      </ul>
    </I18nextProvider>,
  );
}

describe('ProfileCard', () => {
  afterEach(cleanup);

  it('shows what was learned and where, in English', () => {
    card('en');
    const item = screen.getByRole('listitem', { name: 'Suministros Levante S.L.' });
    expect(item.textContent).toContain('Tax ID B64717838');
    expect(item.textContent).toContain('3 invoices, 1 corrected');
    expect(item.textContent).toContain('FV-#/# on invoices (8 digits, seen 3 times)');
    expect(item.textContent).toContain('21 % (3 times); 10 % (once)');
    expect(item.textContent).toMatch(/from €121\.00 to €1,210\.00/);
    const number = screen.getByRole('row', { name: /^Invoice number/ });
    expect(within(number).getByText('“Nº Factura” (2 times)')).toBeTruthy();
    expect(within(number).getByText('page 1, top right (2 times)')).toBeTruthy();
    const total = screen.getByRole('row', { name: /^Total/ });
    expect(within(total).getByText('last page, bottom right (once)')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /^Date/ })).getAllByText('—')).toHaveLength(2);
  });

  it('writes amounts and places in Spanish', () => {
    card('es');
    const item = screen.getByRole('listitem', { name: 'Suministros Levante S.L.' });
    expect(item.textContent).toContain('3 facturas (corregidas: 1)');
    expect(item.textContent).toMatch(/de 121,00\s€ a 1\.210,00\s€/);
    expect(within(screen.getByRole('row', { name: /^Número de factura/ })).getByText('página 1, arriba a la derecha (2 veces)')).toBeTruthy();
  });

  it('asks to reset this profile', () => {
    const onReset = vi.fn();
    card('en', onReset);
    fireEvent.click(screen.getByRole('button', { name: 'Reset the profile of Suministros Levante S.L.' }));
    expect(onReset).toHaveBeenCalledWith(profile);
  });
});
