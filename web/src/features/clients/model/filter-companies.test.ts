import { emptyCompanyStats, type Company } from '@factoria/domain/records/company.schema';
import { describe, expect, it } from 'vitest';
import { countByStatus, filterCompanies, searchable } from './filter-companies';

function company(id: string, name: string, status: Company['status'], processed = 0, taxId = 'B12345674') {
  return {
    id,
    name,
    taxId,
    invoiceTypes: ['purchases'],
    equivalenceSurcharge: false,
    irpf: false,
    emailIntake: { enabled: false, address: null },
    appUser: { enabled: false, email: null },
    status,
    createdAt: Number(id),
    stats: { ...emptyCompanyStats(), processed },
  };
}

const companies = [
  company('1', 'Panadería Sol S.L.', 'active', 30),
  company('2', 'Talleres Ruiz SL', 'inactive', 5, 'A58818501'),
  company('3', 'Ámbar Consultores', 'pending', 0),
  company('4', 'Zapatos Luna', 'active', 30),
];
const all = { search: '', status: 'all', sort: 'name', direction: 'asc' } as const;

describe('filterCompanies', () => {
  it('sorts by name ignoring accents and case', () => {
    expect(filterCompanies(companies, all).map((c) => c.id)).toEqual(['3', '1', '2', '4']);
  });

  it('sorts by a counter, ties by name, in either direction', () => {
    const byProcessed = filterCompanies(companies, { ...all, sort: 'processed', direction: 'desc' });
    expect(byProcessed.map((c) => c.id)).toEqual(['1', '4', '2', '3']);
  });

  it('filters by status and searches names and tax ids without accents or separators', () => {
    expect(filterCompanies(companies, { ...all, status: 'active' }).map((c) => c.id)).toEqual(['1', '4']);
    expect(filterCompanies(companies, { ...all, search: 'panaderia sl' }).map((c) => c.id)).toEqual(['1']);
    expect(filterCompanies(companies, { ...all, search: 'a-588' }).map((c) => c.id)).toEqual(['2']);
    expect(filterCompanies(companies, { ...all, search: 'ambar', status: 'active' })).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    filterCompanies(companies, { ...all, sort: 'createdAt', direction: 'desc' });
    expect(companies.map((c) => c.id)).toEqual(['1', '2', '3', '4']);
  });

  it('counts companies by status', () => {
    expect(countByStatus(companies)).toEqual({ all: 4, active: 2, inactive: 1, pending: 1 });
    expect(searchable('Ñandú  S.L.')).toBe('nandusl');
  });
});
