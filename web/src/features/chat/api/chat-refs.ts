/**
 * Typed references to the chat documents (DESIGN.md section 12). Conversations are validated
 * with their domain schema; messages are parsed one by one (use-chat-data.ts), so one answer
 * that does not fit its schema shows an error in its place instead of breaking the list.
 */
import { ChatSessionSchema } from '@factoria/domain/records/chat.schema';
import { collection, doc } from 'firebase/firestore';
import { schemaConverter } from '../../../lib/firebase/converter';
import { firestore } from '../../../lib/firebase/firestore';

export const chatConverter = schemaConverter(ChatSessionSchema);

export const chatsOf = (accountId: string) => collection(firestore, `accounts/${accountId}/chats`).withConverter(chatConverter);
export const chatRef = (accountId: string, chatId: string) => doc(chatsOf(accountId), chatId);
export const messagesOf = (accountId: string, chatId: string) => collection(firestore, `accounts/${accountId}/chats/${chatId}/messages`);
