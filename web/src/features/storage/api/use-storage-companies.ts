/**
 * Names of the companies files belong to. Staff list the agency's companies; a client-company
 * user may read only its own company, so it reads that one document.
 */
import { collection, doc, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/firestore';

export interface CompanyOption {
  id: string;
  name: string;
}

export function useStorageCompanies(accountId: string, clientCompanyId: string | null): CompanyOption[] {
  const [companies, setCompanies] = useState<CompanyOption[]>([]);
  useEffect(() => {
    const ignore = () => setCompanies([]);
    if (clientCompanyId) {
      return onSnapshot(doc(firestore, 'accounts', accountId, 'companies', clientCompanyId), (snapshot) => {
        setCompanies(snapshot.exists() ? [{ id: snapshot.id, name: String(snapshot.get('name') ?? snapshot.id) }] : []);
      }, ignore);
    }
    return onSnapshot(query(collection(firestore, 'accounts', accountId, 'companies'), orderBy('name')), (snapshot) => {
      setCompanies(snapshot.docs.map((company) => ({ id: company.id, name: String(company.get('name') ?? company.id) })));
    }, ignore);
  }, [accountId, clientCompanyId]);
  return companies;
}
