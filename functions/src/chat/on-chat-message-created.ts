/**
 * The chat's transport (DESIGN.md section 12): a user message written under a conversation
 * (online, or synced from the client's offline cache) is answered here. Answers written by this
 * function fire it too and are ignored. Not retried: a failure leaves the answer in `error` and
 * its cause in the log.
 */
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminAuth, db } from '../lib/admin';
import { REGION, chatModel, chatModelLocation, chatProvider } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { answerMessage } from './answer-message';
import { chatProviderFor } from './chat-provider';

export const onChatMessageCreated = onDocumentCreated(
  { document: 'accounts/{accountId}/chats/{chatId}/messages/{messageId}', region: REGION, retry: false },
  async (event) => {
    if (event.data?.get('role') !== 'user') return;
    const provider = () => chatProviderFor({ provider: chatProvider.value(), model: chatModel.value(), location: chatModelLocation.value() });
    const outcome = await answerMessage(db(), adminAuth(), event.params, { provider });
    if (outcome.kind === 'done') {
      const { intent, ms, fallback, invented, loadError } = outcome;
      logger.info(logMessages.chatAnswered, { ...event.params, intent, ms, provider: outcome.provider, ...(fallback ? { fallback, invented, loadError } : {}) });
    }
    else if (outcome.kind === 'error' && outcome.cause) logger.error(logMessages.chatFailed, { ...event.params, code: outcome.code, error: String(outcome.cause) });
    else if (outcome.kind === 'error') logger.warn(logMessages.chatFailed, { ...event.params, code: outcome.code });
    else logger.info(logMessages.chatSkipped, { ...event.params, reason: outcome.reason });
  },
);
