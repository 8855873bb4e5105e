import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { cacheAssetsOnceControlled } from '../warm-asset-cache';

/** Look for a new version every hour as well as on each load, for tabs left open all day. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and asks before switching to a new version: reloading under a
 * user's feet could lose what they are typing.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  // Declared before useRegisterSW, so it listens before the worker can take control.
  useEffect(() => cacheAssetsOnceControlled(), []);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className="toast" role="alertdialog" aria-labelledby="update-title" aria-describedby="update-body">
      <p id="update-title" className="toast-title">
        {t('update.title')}
      </p>
      <p id="update-body">{t('update.body')}</p>
      <div className="row">
        <button type="button" className="button button-primary" onClick={() => void updateServiceWorker(true)}>
          {t('update.reload')}
        </button>
        <button type="button" className="button button-ghost" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </button>
      </div>
    </div>
  );
}
