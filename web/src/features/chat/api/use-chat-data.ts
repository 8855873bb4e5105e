/**
 * Live chat data: the user's conversations and one conversation's messages. Messages carry
 * `pending` while a question waits in the local cache (offline), and each answer is checked
 * against its schema here: a misfit is logged with the spec's prefix and shown as such.
 */
import { type ChatAnswerDoc, ChatAnswerDocSchema, type ChatSession } from '@factoria/domain/records/chat.schema';
import { onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import type { WithId } from '../../../lib/firebase/converter';
import { chatsOf, messagesOf } from './chat-refs';

export type ChatMessage =
  | { id: string; role: 'user'; text: string; status: string; pending: boolean }
  | { id: string; role: 'assistant'; ok: true; answer: ChatAnswerDoc }
  | { id: string; role: 'assistant'; ok: false };

const LISTEN_TRIES = 4;

export type Live<T> = { status: 'loading' | 'success'; data: T } | { status: 'error'; data: T };

function parseMessage(id: string, data: Record<string, unknown>, pending: boolean): ChatMessage {
  if (data.role === 'user') return { id, role: 'user', text: String(data.text ?? ''), status: String(data.status ?? 'pending'), pending };
  const parsed = v.safeParse(ChatAnswerDocSchema, data);
  if (parsed.success) return { id, role: 'assistant', ok: true, answer: parsed.output };
  // The spec's log line for an answer that fails its schema (product spec, section 8).
  // eslint-disable-next-line no-console
  console.error('Unexpected response format:', data);
  return { id, role: 'assistant', ok: false };
}

export function useChatMessages(accountId: string, chatId: string | null): Live<ChatMessage[]> {
  const [state, setState] = useState<Live<ChatMessage[]> & { key: string | null }>({ status: 'loading', data: [], key: chatId });
  useEffect(() => {
    if (!chatId) return undefined;
    const q = query(messagesOf(accountId, chatId), orderBy('createdAt'));
    let stop = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A conversation just created may not have reached the server when the listener starts (the
    // rules read it): listen again a few times before reporting the connection as failed.
    const listen = (attempt: number) => {
      stop = onSnapshot(
        q,
        { includeMetadataChanges: true },
        (snapshot) => setState({ status: 'success', key: chatId, data: snapshot.docs.map((doc) => parseMessage(doc.id, doc.data(), doc.metadata.hasPendingWrites)) }),
        () => {
          if (attempt < LISTEN_TRIES) timer = setTimeout(() => listen(attempt + 1), 700 * attempt);
          else setState({ status: 'error', data: [], key: chatId });
        },
      );
    };
    listen(1);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [accountId, chatId]);
  return state.key === chatId ? state : { status: 'loading', data: [] };
}

export type ChatListItem = WithId<ChatSession>;

/** The signed-in user's conversations, newest first (rules let them list only their own). */
export function useChats(accountId: string, uid: string): Live<ChatListItem[]> {
  const q = useMemo(() => query(chatsOf(accountId), where('ownerUid', '==', uid)), [accountId, uid]);
  const [state, setState] = useState<Live<ChatListItem[]>>({ status: 'loading', data: [] });
  useEffect(
    () =>
      onSnapshot(
        q,
        (snapshot) => setState({ status: 'success', data: snapshot.docs.map((doc) => doc.data()).sort((a, b) => b.createdAt - a.createdAt) }),
        () => setState({ status: 'error', data: [] }),
      ),
    [q],
  );
  return state;
}
