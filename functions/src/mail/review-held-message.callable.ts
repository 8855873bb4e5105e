import { ReviewHeldMessageRequestSchema, type ReviewHeldMessageResult } from '@factoria/domain/records/email-intake.schema';
import { companyCallable } from '../companies/company-callable';
import { db } from '../lib/admin';
import { intakeDomain } from './mail-config';
import { reviewHeldMessage as review } from './review-held-message';

/** Owners and staff of an active agency release or discard a held message (review-held-message.ts). */
export const reviewHeldMessage = companyCallable(ReviewHeldMessageRequestSchema, (caller, request): Promise<ReviewHeldMessageResult> =>
  review(db(), caller, request, intakeDomain.value()),
);
