/**
 * Writes of the chat: a new conversation, a question, closing a conversation. None is awaited
 * before the screen moves on: offline, the write waits in Firestore's local cache (shown as
 * pending) and the function answers once it syncs. A write the server refuses calls `onFail`.
 */
import { CHAT_TEXT_MAX, type ChatActionDoc } from '@factoria/domain/records/chat.schema';
import { collection, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/firestore';
import { chatRef, chatsOf, messagesOf } from './chat-refs';

export class NoActiveSessionError extends Error {}

export function createChat(accountId: string, uid: string, locale: 'es' | 'en', title: string, onFail: () => void): string {
  const ref = doc(chatsOf(accountId));
  setDoc(ref, { id: ref.id, ownerUid: uid, title: title.slice(0, 200), locale, status: 'active', createdAt: Date.now() }).catch(onFail);
  return ref.id;
}

export function sendQuestion(accountId: string, chat: { id: string; status: string } | null, text: string, onFail: () => void): void {
  if (!chat || chat.status !== 'active') throw new NoActiveSessionError();
  const ref = doc(messagesOf(accountId, chat.id));
  setDoc(ref, { role: 'user', text: text.trim().slice(0, CHAT_TEXT_MAX), status: 'pending', createdAt: Date.now() }).catch(onFail);
}

export function closeChat(accountId: string, chatId: string, onFail: () => void): void {
  updateDoc(chatRef(accountId, chatId), { status: 'closed' }).catch(onFail);
}

/**
 * Records a click on an action an answer proposed (who, when, what) in the agency's audit of
 * the assistant, before the action runs. firestore.rules accept only the action as the answer
 * stored it, in a conversation of the clicking member; only the agency's staff read the audit.
 */
export function recordActionOpened(accountId: string, entry: { uid: string; role: string; chatId: string; answerId: string; action: ChatActionDoc }, onFail: () => void): void {
  const ref = doc(collection(firestore, `accounts/${accountId}/chatAudit`));
  setDoc(ref, { event: 'opened', ...entry, at: serverTimestamp() }).catch(onFail);
}
