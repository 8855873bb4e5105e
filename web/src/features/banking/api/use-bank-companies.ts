import { CompanySchema } from '@factoria/domain/records/company.schema';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { schemaConverter } from '../../../lib/firebase/converter';
import { firestore } from '../../../lib/firebase/firestore';
import { useLiveQuery } from './use-live';

const companyConverter = schemaConverter(CompanySchema);

/** Every company of the agency (inactive ones are shown, disabled, with the reason). */
export function useBankCompanies(accountId: string) {
  const q = useMemo(() => query(collection(firestore, 'accounts', accountId, 'companies').withConverter(companyConverter), orderBy('name')), [accountId]);
  return useLiveQuery(q, `companies/${accountId}`);
}
