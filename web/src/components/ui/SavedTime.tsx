import { useTranslation } from 'react-i18next';
import { savedTimeParts } from '../../lib/format/format';

export function SavedTime({ seconds }: { seconds: number }) {
  const { t } = useTranslation('common');
  const { hours, minutes } = savedTimeParts(seconds);
  return <>{hours > 0 ? t('time.hours', { hours, minutes }) : t('time.minutes', { minutes })}</>;
}
