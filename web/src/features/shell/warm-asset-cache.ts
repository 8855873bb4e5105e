/**
 * On the very first visit the page loads before its service worker is active, so the files it
 * fetched then never passed through the worker's runtime cache. Once the worker controls the
 * page, fetching them again (from the HTTP cache, through the worker) caches them: the app
 * then reloads offline from the first visit on, not only from the second.
 */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
}

/** Call before registering the worker; returns the function that stops listening. */
export function cacheAssetsOnceControlled(): () => void {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return () => undefined;
  const warm = () => {
    // A miss here only means that file is fetched again the next time it is needed.
    for (const asset of loadedAssets()) void fetch(asset).catch(() => undefined);
  };
  navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true });
  return () => navigator.serviceWorker.removeEventListener('controllerchange', warm);
}
