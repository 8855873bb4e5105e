import { BuyCompanySlotRequestSchema, type BuyCompanySlotResult } from '@factoria/domain/records/company-requests.schema';
import { logger } from 'firebase-functions';
import { companyCallable } from '../companies/company-callable';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { buyCompanySlot as buy } from './buy-company-slot';

export const buyCompanySlot = companyCallable(BuyCompanySlotRequestSchema, async (caller, request): Promise<BuyCompanySlotResult> => {
  const outcome = await buy(db(), caller, request);
  if (outcome.charged) logger.info(logMessages.companySlotBought, { accountId: caller.accountId, paymentId: outcome.paymentId });
  return { paymentId: outcome.paymentId, extraSlots: outcome.extraSlots };
});
