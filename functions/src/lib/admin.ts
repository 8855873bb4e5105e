import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { getStorage } from 'firebase-admin/storage';

function app() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(app());
export const adminAuth = () => getAuth(app());
export const storage = () => getStorage(app());
export const adminFunctions = () => getFunctions(app());
