import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { firebaseApp } from './app';
import { emulators } from './config';

export const storage = getStorage(firebaseApp);
if (emulators) connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);
