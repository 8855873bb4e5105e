import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/ui/Tooltip';
import type { UploadQuota } from '../api/use-upload-quota';

export function quotaText(t: ReturnType<typeof useTranslation<'upload'>>['t'], quota: UploadQuota): string {
  if (!quota.hasPlan) return t('quota.noPlan');
  if (quota.remaining === 0) return t('quota.none');
  return t('quota.remaining', { count: quota.remaining });
}

/**
 * Near the plan's monthly limit, a tooltip (the shared one: hover, focus, Escape hides it)
 * says how many more invoices can be uploaded; the choose-files button refers to it
 * (aria-describedby) so screen readers hear it too.
 */
export function QuotaHint({ quota, id }: { quota: UploadQuota; id: string }) {
  const { t } = useTranslation('upload');
  return (
    <Tooltip text={quotaText(t, quota)} id={id}>
      {(describedBy) => (
        <button type="button" className="quota-hint-button" aria-label={t('quota.info')} aria-describedby={describedBy}>
          i
        </button>
      )}
    </Tooltip>
  );
}
