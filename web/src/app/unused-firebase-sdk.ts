/**
 * Stands in for `firebase/database` and `firebase/remote-config` where reactfire imports them
 * (vite.config.ts routes only reactfire's imports here). Factoría uses neither, and the real
 * modules would add ~60 KB gzip to every signed-in screen, because they register themselves
 * when loaded. Calling any of these is a bug: they fail loudly.
 */
function unused(name: string): never {
  throw new Error(`${name} is not bundled in Factoría (Realtime Database and Remote Config are not used)`);
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
