import { COMPANY_AGGREGATE_ID, CompanyAggregateSchema } from '@factoria/domain/records/company-aggregate.schema';
import { doc } from 'firebase/firestore';
import { useDeferredValue } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { schemaConverter } from '../../../lib/firebase/converter';

const converter = schemaConverter(CompanyAggregateSchema);

/** How many companies are active, inactive and pending, kept by a function. */
export function useCompanyAggregate(accountId: string) {
  const firestore = useFirestore();
  return useDeferredValue(useFirestoreDocData(doc(firestore, 'accounts', accountId, 'aggregates', COMPANY_AGGREGATE_ID).withConverter(converter)));
}
