/**
 * Hands a session to the processBankSession task. Task ids are names Cloud Tasks keeps for a
 * while after the task ran: the same id enqueues nothing twice.
 */
import { adminFunctions } from '../lib/admin';
import { REGION } from '../lib/config';
import type { BankTask } from './bank-task.schema';

export const PROCESS_BANK_SESSION_FUNCTION = 'processBankSession';

export async function enqueueBankSession(task: BankTask, taskId: string): Promise<'queued' | 'already-queued'> {
  try {
    await adminFunctions().taskQueue(`locations/${REGION}/functions/${PROCESS_BANK_SESSION_FUNCTION}`).enqueue(task, { id: taskId });
    return 'queued';
  } catch (error) {
    if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
    return 'already-queued';
  }
}
