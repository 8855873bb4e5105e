import { UpdateCompanyRequestSchema } from '@factoria/domain/records/company-requests.schema';
import { db } from '../lib/admin';
import { intakeDomain } from '../mail/mail-config';
import { companyCallable } from './company-callable';
import { updateCompany as update } from './update-company';

export const updateCompany = companyCallable(UpdateCompanyRequestSchema, async (caller, request) => {
  await update(db(), caller, request, intakeDomain.value());
  return { companyId: request.companyId };
});
