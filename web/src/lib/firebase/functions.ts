import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { firebaseApp } from './app';
import { emulators, functionsRegion } from './config';

export const functions = getFunctions(firebaseApp, functionsRegion);
if (emulators) connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
