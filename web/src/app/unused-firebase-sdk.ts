/**
 * Stands in for `firebase/database`, `firebase/remote-config`, `firebase/storage` and
 * `firebase/functions` where reactfire imports them (vite.config.ts routes only reactfire's
 * imports here). Factoría uses neither of the first two, and none of reactfire's hooks for the
 * last two; the real modules would add ~60 KB gzip to every signed-in screen, because they
 * register themselves when loaded, and Storage and Functions load with the screens that use
 * them. Calling any of these is a bug: they fail loudly.
 */
function unused(name: string): never {
  throw new Error(`${name} is not bundled in Factoría (reactfire's Realtime Database, Remote Config, Storage and Functions hooks are not used)`);
}

export const get = () => unused('firebase/database get');
export const off = () => unused('firebase/database off');
export const onChildAdded = () => unused('firebase/database onChildAdded');
export const onChildChanged = () => unused('firebase/database onChildChanged');
export const onChildMoved = () => unused('firebase/database onChildMoved');
export const onChildRemoved = () => unused('firebase/database onChildRemoved');
export const onValue = () => unused('firebase/database onValue');
export const ensureInitialized = () => unused('firebase/remote-config ensureInitialized');
export const getAll = () => unused('firebase/remote-config getAll');
export const getBoolean = () => unused('firebase/remote-config getBoolean');
export const getNumber = () => unused('firebase/remote-config getNumber');
export const getString = () => unused('firebase/remote-config getString');
export const getValue = () => unused('firebase/remote-config getValue');
export const getDownloadURL = () => unused('reactfire useStorageDownloadURL');
export const ref = () => unused('reactfire storage ref');
export const httpsCallable = () => unused('reactfire useCallableFunctionResponse');
