/**
 * Answers one user message of a chat (DESIGN.md section 12). Claims it once in a transaction
 * (pending -> answering, and the answer document `${m}_a` created as `answering`), so a repeated
 * trigger does nothing; reads the conversation owner's claims from Auth (never from the message);
 * runs the configured provider (`rules`, or `gemini` falling back to `rules`) with the
 * conversation's context; writes the answer `done` (or
 * `error` with a code) together with the message's final status and the new context.
 */
import type { ChatContext } from '@factoria/domain/chat/parse-question';
import type { ChatClaims, ChatLang } from '@factoria/domain/chat/types';
import { dayKeyIn } from '@factoria/domain/date/day-key';
import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { FAQ_ENTRIES } from '../faq/faq-entries';
import { readDocs, runTransaction } from '../lib/transactions';
import { type ChatProvider, type ProviderResult, rulesProvider } from './chat-provider';
import { FirestoreChatRepository } from './firestore-chat-repository';
import { ThrottledText } from './throttled-text';

export interface MessageRef {
  accountId: string;
  chatId: string;
  messageId: string;
}

export type AnswerOutcome =
  | { kind: 'skipped'; reason: 'missing' | 'skip' }
  | { kind: 'done'; intent: string; ms: number; provider: ProviderResult['provider']; fallback?: ProviderResult['fallback']; invented?: string[]; loadError?: string }
  | { kind: 'error'; code: string; cause?: unknown };

export interface AnswerOptions {
  /** The configured provider (chat-provider.ts); `rules` when not given. */
  provider?: () => Promise<ChatProvider>;
}

const MISSING_TRIES = 5;

class ChatError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

interface Claimed {
  ownerUid: string;
  locale: ChatLang;
  context: ChatContext | null;
  text: string;
  claimedAt: number;
}

/** `missing`: the question or its conversation is not readable yet (retried); `skip`: not pending. */
async function claim(db: Firestore, ref: MessageRef, token: string): Promise<Claimed | 'missing' | 'skip'> {
  const chatRef = db.doc(`accounts/${ref.accountId}/chats/${ref.chatId}`);
  const messageRef = chatRef.collection('messages').doc(ref.messageId);
  return runTransaction(db, async (tx) => {
    const answerRef = chatRef.collection('messages').doc(`${ref.messageId}_a`);
    // One round trip for the three documents (was three, one after another).
    const [message, chat, answer] = await readDocs(tx, messageRef, chatRef, answerRef);
    if (!message.exists || !chat.exists) return 'missing';
    const claimed = (): Claimed => ({ ownerUid: String(chat.get('ownerUid')), locale: chat.get('locale') === 'en' ? 'en' : 'es', context: (chat.get('context') as ChatContext | undefined) ?? null, text: String(message.get('text') ?? ''), claimedAt: Number(answer.get('claimedAt') ?? Date.now()) });
    // Our own claim, committed by an attempt whose result did not reach us (a retried transaction).
    if (answer.exists && answer.get('claimToken') === token && answer.get('status') === 'answering') return claimed();
    if (message.get('role') !== 'user' || message.get('status') !== 'pending' || answer.exists) return 'skip';
    const now = Date.now();
    tx.update(messageRef, { status: 'answering', answeringAt: now });
    tx.create(answerRef, {
      role: 'assistant',
      replyTo: ref.messageId,
      status: 'answering',
      text: '',
      claimToken: token,
      claimedAt: now,
      // Just after its question, whatever the client clock said when it wrote offline.
      createdAt: Math.max(now, Number(message.get('createdAt') ?? 0) + 1),
    });
    if (chat.get('status') !== 'active') throw new ChatError('chat/closed');
    return { ...claimed(), claimedAt: now };
  });
}

/** The owner's verified claims, if they still belong to this active account. */
async function ownerClaims(db: Firestore, auth: Auth, accountId: string, uid: string): Promise<{ claims: ChatClaims; timeZone: string }> {
  const [user, account] = await Promise.all([auth.getUser(uid).catch(() => null), db.doc(`accounts/${accountId}`).get()]);
  if (!user) throw new ChatError('chat/forbidden');
  const custom = user.customClaims ?? {};
  const role = custom.role as ChatClaims['role'] | undefined;
  if (user.disabled || custom.accountId !== accountId || !role || !['owner', 'staff', 'client'].includes(role)) throw new ChatError('chat/forbidden');
  if (role === 'client' && typeof custom.companyId !== 'string') throw new ChatError('chat/forbidden');
  if (account.get('status') !== 'active') throw new ChatError('chat/forbidden');
  const claims: ChatClaims = role === 'client' ? { accountId, role, companyId: custom.companyId as string } : { accountId, role };
  return { claims, timeZone: String(account.get('timeZone') ?? 'Europe/Madrid') };
}

/** Firestore takes no `undefined`; answers are plain data, so a JSON round trip drops them. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The configured provider, or `rules` (marked as a fallback) when it cannot be loaded. */
async function loadProvider(options: AnswerOptions): Promise<{ provider: ChatProvider; loadError?: string }> {
  if (!options.provider) return { provider: rulesProvider };
  try {
    return { provider: await options.provider() };
  } catch (error) {
    return { provider: rulesProvider, loadError: String(error) };
  }
}

export async function answerMessage(db: Firestore, auth: Auth, ref: MessageRef, options: AnswerOptions = {}): Promise<AnswerOutcome> {
  const chatRef = db.doc(`accounts/${ref.accountId}/chats/${ref.chatId}`);
  const messageRef = chatRef.collection('messages').doc(ref.messageId);
  const answerRef = chatRef.collection('messages').doc(`${ref.messageId}_a`);
  let claimed: Claimed | null = null;
  const startedAt = Date.now();
  // The account's companies and invoices are read while the question is claimed and its
  // owner's claims checked; nothing of them is used unless those claims are of this account.
  const repo = new FirestoreChatRepository(db);
  repo.prefetch(ref.accountId);
  try {
    const token = randomUUID();
    let outcome = await claim(db, ref, token);
    // A trigger may run before the question and its conversation are readable (seen on the
    // emulator's first, cold invocation): look again briefly before giving up.
    for (let tries = 1; outcome === 'missing' && tries <= MISSING_TRIES; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200 * tries));
      outcome = await claim(db, ref, token);
    }
    if (outcome === 'missing' || outcome === 'skip') return { kind: 'skipped', reason: outcome };
    claimed = outcome;
    const claimMs = Date.now() - startedAt;
    const [{ claims, timeZone }, { provider, loadError }] = await Promise.all([ownerClaims(db, auth, ref.accountId, claimed.ownerUid), loadProvider(options)]);
    const ownerMs = Date.now() - startedAt - claimMs;
    // A streaming provider's partial text, at most one write per 250 ms (the `rules` provider
    // answers in one step and writes none).
    const partials = new ThrottledText((text) => answerRef.update({ status: 'streaming', text }));
    const result = await provider
      .answer(
        { text: claimed.text, lang: claimed.locale, claims, today: dayKeyIn(Date.now(), timeZone), previous: claimed.context },
        { repo, faq: FAQ_ENTRIES },
        { partial: (text) => partials.push(text) },
      )
      .finally(() => partials.close());
    const { text, blocks, figures, citations, actions, intent, lang } = result.answer;
    const batch = db.batch();
    const ms = Date.now() - claimed.claimedAt;
    // Where the time went, from the trigger's start: claim, owner's claims, provider (the rest is the write).
    const stagesMs = { claim: claimMs, owner: ownerMs, answer: Date.now() - startedAt - claimMs - ownerMs };
    const fallback = result.fallback ?? (loadError ? 'model-error' : undefined);
    batch.update(answerRef, plain({ status: 'done', text, blocks, figures, citations, actions, intent, lang, provider: result.provider, ...(fallback ? { fallback } : {}), partialWrites: partials.writes, latencyMs: ms, stagesMs, doneAt: Date.now() }));
    batch.update(messageRef, { status: 'answered' });
    batch.update(chatRef, { context: result.context ? plain(result.context) : null, updatedAt: Date.now() });
    if (actions.length > 0) {
      // The audit of what the assistant proposed, for whom, when (firestore.rules: chatAudit).
      // The member's click on one is recorded by the web app (event 'opened').
      batch.set(db.doc(`accounts/${ref.accountId}/chatAudit/${ref.messageId}_a-proposed`), {
        ...plain({ event: 'proposed', uid: claimed.ownerUid, role: claims.role, chatId: ref.chatId, answerId: `${ref.messageId}_a`, actions, provider: result.provider }),
        at: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
    return { kind: 'done', intent, ms, provider: result.provider, ...(fallback ? { fallback } : {}), ...(result.invented ? { invented: result.invented } : {}), ...(loadError ? { loadError } : {}) };
  } catch (error) {
    const code = error instanceof ChatError ? error.code : 'chat/internal';
    if (claimed || code === 'chat/closed') {
      const batch = db.batch();
      batch.set(answerRef, { role: 'assistant', replyTo: ref.messageId, status: 'error', error: { code }, text: '', createdAt: Date.now() }, { merge: true });
      batch.update(messageRef, { status: 'error' });
      await batch.commit();
    }
    // Not retried (the trigger's retry is off): the answer says error, the cause goes to the log.
    return error instanceof ChatError ? { kind: 'error', code } : { kind: 'error', code, cause: error };
  }
}
