import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { offlineReadiness } from '../warm-asset-cache';

/** Look for a new version every hour as well as on each load, for tabs left open all day. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker, says when the app can work offline (the first time), and asks
 * before switching to a new version: reloading under a user's feet could lose their typing.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  // The first time a worker takes over the page, the app works offline (its files cached by
  // then). That is also what workbox's "installed" event says, but only to the Workbox instance
  // that saw the install. useRegisterSW registers the worker while this renders, so the worker
  // can take over before an effect of this component could listen: the page's watch, started
  // by main.tsx, sees it, and the notice goes by itself.
  const offlineReady = useSyncExternalStore(offlineReadiness.subscribe, offlineReadiness.getSnapshot) === 'announced';
  // "Later" holds for the version that is waiting now; the next load asks again.
  const [postponed, setPostponed] = useState(false);
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
