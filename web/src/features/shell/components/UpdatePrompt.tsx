import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { cacheAssetsOnceControlled } from '../warm-asset-cache';

/** Look for a new version every hour as well as on each load, for tabs left open all day. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const OFFLINE_READY_MS = 6000;

/**
 * Registers the service worker, says when the app can work offline (the first time), and asks
 * before switching to a new version: reloading under a user's feet could lose their typing.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const [offlineReady, setOfflineReady] = useState(false);
  // "Later" holds for the version that is waiting now; the next load asks again.
  const [postponed, setPostponed] = useState(false);
  // Declared before useRegisterSW, so it listens before the worker can take control.
  // The first time a worker takes over the page, the app works offline. That is also what
  // workbox's "installed" event says, but only to the Workbox instance that saw the install.
  useEffect(() => {
    const current = cacheAssetsOnceControlled();
    void current.done?.then(() => setOfflineReady(true));
    return () => current.cancel();
  }, []);
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

  // The news that offline works is a passing notice: it goes by itself.
  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_READY_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady]);

  if (needRefresh && !postponed) {
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
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setPostponed(true);
              setNeedRefresh(false);
            }}
          >
            {t('update.later')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className={offlineReady ? 'toast toast-passive' : 'visually-hidden'}>
      {offlineReady ? t('update.offlineReady') : ''}
    </div>
  );
}
