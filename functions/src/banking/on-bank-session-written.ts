/**
 * A session the web app marked `queued` (after uploading its files) is handed to the
 * processBankSession task. The task's name is the session's, so a repeated trigger enqueues
 * nothing twice. Every other write of a session (the task's own progress) returns at once.
 */
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminFunctions } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import type { BankTask } from './bank-task.schema';

export const PROCESS_BANK_SESSION_FUNCTION = 'processBankSession';

export const onBankSessionWritten = onDocumentUpdated(
  { document: 'accounts/{accountId}/bankSessions/{sessionId}', region: REGION, retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (before?.status !== 'uploading' || after?.status !== 'queued') return;
    const { accountId, sessionId } = event.params;
    const task: BankTask = { accountId, sessionId, queuedAt: Number(after.queuedAt ?? Date.now()) };
    try {
      await adminFunctions()
        .taskQueue(`locations/${REGION}/functions/${PROCESS_BANK_SESSION_FUNCTION}`)
        .enqueue(task, { id: `bank-${accountId}-${sessionId}` });
      logger.info(logMessages.bankSessionQueued, { accountId, sessionId });
    } catch (error) {
      if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
      logger.info(logMessages.bankSessionAlreadyQueued, { accountId, sessionId });
    }
  },
);
