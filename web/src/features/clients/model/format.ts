import { EXTRA_COMPANY_SLOT_CENTS } from '@factoria/domain/records/payment.schema';
import { formatMoney } from '../../../lib/format/format';

// Dates and amounts are written one way across the app (lib/format); kept here for the
// intake screens that import it from this file.
export { formatDate } from '../../../lib/format/format';

export function slotPrice(language: string): string {
  return formatMoney(EXTRA_COMPANY_SLOT_CENTS, language);
}
