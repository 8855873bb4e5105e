/**
 * `decideBankLine({ action, sessionId, ... })` -> `{ decisionId }`: see decide-bank-line.ts; the
 * session's analysis is computed again after the decision (session-analysis.ts).
 */
import { BankDecisionRequestSchema } from '@factoria/domain/records/bank-session.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { bankCaller } from './bank-caller';
import { BankError, toHttpsError } from './bank-error';
import { decideBankLine as decide } from './decide-bank-line';
import { refreshSessionAnalysis } from './session-analysis';

export const decideBankLine = onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
  try {
    const input = v.safeParse(BankDecisionRequestSchema, request.data);
    if (!input.success) throw new BankError('bank/invalid-input');
    const caller = await bankCaller(db(), request.auth);
    const result = await decide(db(), caller, input.output, Date.now());
    logger.info(logMessages.bankDecision, { accountId: caller.accountId, action: input.output.action, sessionId: input.output.sessionId });
    // The analysis follows the decision before the caller hears back; the decision stands if it fails.
    const ids = { accountId: caller.accountId, sessionId: input.output.sessionId };
    await refreshSessionAnalysis(db(), storage(), ids).catch((error: unknown) => logger.error(logMessages.bankAnalysisFailed, { ...ids, error: String(error) }));
    return result;
  } catch (error) {
    throw toHttpsError(error);
  }
});
