import { useTranslation } from 'react-i18next';
import { savedTimeParts } from '../model/format';

export function SavedTime({ seconds }: { seconds: number }) {
  const { t } = useTranslation('clients');
  const { hours, minutes } = savedTimeParts(seconds);
  return <>{hours > 0 ? t('time.hours', { hours, minutes }) : t('time.minutes', { minutes })}</>;
}
