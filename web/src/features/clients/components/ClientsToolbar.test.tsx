import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/clients.json';
import { ClientsToolbar } from './ClientsToolbar';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { en: { clients: en } }, lng: 'en', ns: ['clients'], initAsync: false });

const query = { search: '', status: 'all', sort: 'name', direction: 'asc' } as const;

function toolbar(counts: Parameters<typeof ClientsToolbar>[0]['counts'], shown: number | null) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ClientsToolbar query={query} counts={counts} shown={shown} onChange={() => {}} />
    </I18nextProvider>,
  );
}

// Loading must not look like data (issue 18, item 5): no "All (0)" before the companies arrive.
describe('ClientsToolbar', () => {
  afterEach(cleanup);

  it('names the states without counts while the companies load', () => {
    toolbar(null, null);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Pending', 'Active', 'Inactive']);
    expect(screen.queryByText(/companies shown/)).toBeNull();
  });

  it('counts them once they have arrived', () => {
    toolbar({ all: 3, active: 2, inactive: 1, pending: 0 }, 3);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All (3)', 'Pending (0)', 'Active (2)', 'Inactive (1)']);
    expect(screen.getByText('3 companies shown')).toBeTruthy();
  });
});
