import { type CompanyInputValues, INVOICE_TYPES, type InvoiceType } from '@factoria/domain/records/company-input.schema';
import type { Company } from '@factoria/domain/records/company.schema';

/** A new company: nothing chosen, so the user answers every question. */
export function emptyCompanyValues(): CompanyInputValues {
  return {
    name: '',
    taxId: '',
    invoiceTypes: [],
    equivalenceSurcharge: null,
    irpf: null,
    emailIntake: { enabled: false },
    appUser: { enabled: false, email: '' },
    notes: '',
  };
}

export function companyValues(company: Company, notes: string): CompanyInputValues {
  return {
    name: company.name,
    taxId: company.taxId,
    invoiceTypes: company.invoiceTypes.filter((type): type is InvoiceType => (INVOICE_TYPES as readonly string[]).includes(type)),
    equivalenceSurcharge: company.equivalenceSurcharge,
    irpf: company.irpf,
    emailIntake: { enabled: company.intake?.enabled ?? false },
    appUser: { enabled: company.appUser.enabled, email: company.appUser.email ?? '' },
    notes,
  };
}
