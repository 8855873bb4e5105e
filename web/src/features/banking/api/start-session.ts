/**
 * Starts a session as storage.rules and firestore.rules expect: the session (`uploading`, the
 * files it announces), each file under `accounts/{a}/bank/{s}/{kind}.{ext}` with its content
 * type, then `queued`, which hands it to the processBankSession task. A failed upload leaves
 * the session `uploading`, never queued: the task never reads half a set of files.
 */
import {
  BANK_CONTENT_TYPES,
  bankFileExtension,
  bankObjectPath,
  type BankSlot,
} from '@factoria/domain/records/bank-session.schema';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { ref, uploadBytesResumable } from 'firebase/storage';
import { storage } from '../../../lib/firebase/storage';
import { sessionsOf } from './bank-refs';

export interface StartSession {
  accountId: string;
  companyId: string;
  uid: string;
  files: Partial<Record<BankSlot, File>>;
}

export async function startBankSession(input: StartSession, onProgress: (slot: BankSlot, fraction: number) => void): Promise<string> {
  const session = doc(sessionsOf(input.accountId));
  const entries = Object.entries(input.files).filter((entry): entry is [BankSlot, File] => entry[1] !== undefined);
  const files = Object.fromEntries(
    entries.map(([slot, file]) => {
      const ext = bankFileExtension(slot, file.name);
      if (!ext) throw new Error('bank/file-type');
      return [slot, { name: file.name.slice(0, 300), size: file.size, ext }];
    }),
  );
  // Written without the converter: the create carries only the fields the rules allow.
  await setDoc(doc(session.firestore, session.path), { companyId: input.companyId, status: 'uploading', files, createdBy: input.uid, createdAt: Date.now() });
  await Promise.all(
    entries.map(async ([slot, file]) => {
      const ext = files[slot]!.ext;
      const upload = uploadBytesResumable(ref(storage, bankObjectPath(input.accountId, session.id, slot, ext)), file, { contentType: BANK_CONTENT_TYPES[ext] });
      upload.on('state_changed', (snapshot) => onProgress(slot, snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0));
      await upload;
      onProgress(slot, 1);
    }),
  );
  await updateDoc(doc(session.firestore, session.path), { status: 'queued', queuedAt: Date.now() });
  return session.id;
}
