/**
 * A session the web app marked `queued` (after uploading its files) is handed to the
 * processBankSession task. The task's name is the session's, so a repeated trigger enqueues
 * nothing twice. Every other write of a session (the task's own progress) returns at once.
 */
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import type { BankTask } from './bank-task.schema';
import { enqueueBankSession } from './enqueue-session';

export const onBankSessionWritten = onDocumentUpdated(
  { document: 'accounts/{accountId}/bankSessions/{sessionId}', region: REGION, retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (before?.status !== 'uploading' || after?.status !== 'queued') return;
    const { accountId, sessionId } = event.params;
    const task: BankTask = { accountId, sessionId, queuedAt: Number(after.queuedAt ?? Date.now()) };
    const queued = await enqueueBankSession(task, `bank-${accountId}-${sessionId}`);
    logger.info(queued === 'queued' ? logMessages.bankSessionQueued : logMessages.bankSessionAlreadyQueued, { accountId, sessionId });
  },
);
