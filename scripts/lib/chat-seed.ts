import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/**
 * The demo's first conversation with the assistant: one question written as the web app writes
 * it (pending), which the running onChatMessageCreated trigger answers from the demo's invoices.
 */
export async function seedDemoChat(app: App, { accountId, ownerUid }: { accountId: string; ownerUid: string }): Promise<void> {
  const db = getFirestore(app);
  const chat = db.doc(`accounts/${accountId}/chats/demo-chat`);
  const now = Date.now();
  await chat.set({ ownerUid, title: '¿Qué facturas tienen errores?', locale: 'es', status: 'active', createdAt: now });
  await chat.collection('messages').doc('demo-question').set({ role: 'user', text: '¿Qué facturas tienen errores?', status: 'pending', createdAt: now });
}
