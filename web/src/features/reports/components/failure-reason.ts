import { isIssueCode } from '@factoria/domain/invoice/issue-codes';
import { isUploadFailureCode } from '@factoria/domain/records/batch.schema';
import type { TFunction } from 'i18next';

/** Why a file of a batch failed, in the user's language: upload codes here, PDF codes in `issues`. */
export function failureReason(t: TFunction<['reports', 'issues']>, code: string): string {
  if (isUploadFailureCode(code)) return t(`failure.${code}`, { ns: 'reports' });
  if (isIssueCode(code)) return t(code, { ns: 'issues' });
  return t('failure.unknown', { ns: 'reports' });
}
