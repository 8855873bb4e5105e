import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import { useOnlineStatus } from '../../../hooks/use-online-status';

/** Always mounted, so screen readers hear the change when the connection drops or returns. */
export function OfflineIndicator() {
  const { t } = useTranslation('shell');
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-indicator" data-online={online}>
      {!online && (
        <span className="offline-pill" title={t('offline.detail')}>
          <Icon name="offline" size={16} />
          {t('offline.label')}
        </span>
      )}
    </div>
  );
}
