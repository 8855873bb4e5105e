/**
 * Inputs of the account callables (sign-up, setup, administrator) and the error codes they
 * answer with. Functions parse every input with these schemas; the web app builds the same
 * shapes and translates the codes (`errors.*` of the web app's `account` namespace).
 */
import * as v from 'valibot';
import { cleanLine } from '../text/clean-text';
import { LanguageSchema } from './account.schema';

export const USERNAME_MAX_LENGTH = 49;
export const AGENCY_NAME_MAX_LENGTH = 100;
export const MAX_CLIENT_COUNT = 100_000;
export const MAX_REPORT_RECIPIENTS = 10;

const idSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));

/** Names are cleaned of controls and bidi overrides (text/clean-text.ts) before any check. */
export const UsernameSchema = v.pipe(v.string(), v.transform(cleanLine), v.trim(), v.minLength(1), v.maxLength(USERNAME_MAX_LENGTH));
export const AgencyNameSchema = v.pipe(v.string(), v.transform(cleanLine), v.trim(), v.minLength(1), v.maxLength(AGENCY_NAME_MAX_LENGTH));
export const ReportTimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
export const TimeZoneSchema = v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone));

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/** The spec's minimum (section 5); checked by the sign-up callable, not only by the form. */
export const PASSWORD_MIN_LENGTH = 8;
/** Firebase Auth refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 4096;

/** The `signUp` callable (docs/decisions/1311-password-policy.md): the Auth user, created on the server. */
export const SignUpInputSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email()),
  password: v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH)),
  /** The language of the email sent to an address that already has an account. */
  language: v.optional(LanguageSchema, 'es'),
});
export type SignUpInput = v.InferOutput<typeof SignUpInputSchema>;

/**
 * What the `signUp` callable answers with when it refuses: the codes Firebase Auth itself uses.
 * An address that already has an account is not refused (no account enumeration, issue 18): its
 * owner gets an email instead, and the caller the same answer as for a new address.
 */
export const SIGN_UP_ERROR_CODES = ['auth/weak-password', 'auth/invalid-email'] as const;
export type SignUpErrorCode = (typeof SIGN_UP_ERROR_CODES)[number];

export const CreateAccountInputSchema = v.object({
  username: UsernameSchema,
  agencyName: AgencyNameSchema,
  language: LanguageSchema,
});
export type CreateAccountInput = v.InferOutput<typeof CreateAccountInputSchema>;

export const SaveClientCountInputSchema = v.object({
  clientCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_CLIENT_COUNT)),
});
export type SaveClientCountInput = v.InferOutput<typeof SaveClientCountInputSchema>;

export const SaveReportScheduleInputSchema = v.object({
  reportTime: ReportTimeSchema,
  timeZone: TimeZoneSchema,
});
export type SaveReportScheduleInput = v.InferOutput<typeof SaveReportScheduleInputSchema>;

export const ReportRecipientSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email());

export const UpdateReportSettingsInputSchema = v.object({
  reportTime: ReportTimeSchema,
  timeZone: TimeZoneSchema,
  reportRecipients: v.pipe(v.array(ReportRecipientSchema), v.minLength(1), v.maxLength(MAX_REPORT_RECIPIENTS)),
});
export type UpdateReportSettingsInput = v.InferOutput<typeof UpdateReportSettingsInputSchema>;

export const SetAccountStatusInputSchema = v.object({
  accountId: idSchema,
  status: v.picklist(['active', 'suspended']),
});
export type SetAccountStatusInput = v.InferOutput<typeof SetAccountStatusInputSchema>;

export const ActivateCompanyInputSchema = v.object({ accountId: idSchema, companyId: idSchema });
export type ActivateCompanyInput = v.InferOutput<typeof ActivateCompanyInputSchema>;

export const PLAN_LIMIT_MAX = 10_000_000;
const limitSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PLAN_LIMIT_MAX));

export const SetPlanLimitsInputSchema = v.object({
  accountId: idSchema,
  maxCompanies: limitSchema,
  maxInvoicesPerMonth: limitSchema,
});
export type SetPlanLimitsInput = v.InferOutput<typeof SetPlanLimitsInputSchema>;

export const ResolveNoteInputSchema = v.object({ accountId: idSchema, noteId: idSchema });
export type ResolveNoteInput = v.InferOutput<typeof ResolveNoteInputSchema>;

/** What a callable of the account area answers with when it refuses (HttpsError details.code). */
export const ACCOUNT_ERROR_CODES = [
  'auth/unauthenticated',
  'auth/forbidden',
  'auth/email-not-verified',
  'input/invalid',
  'account/already-exists',
  'account/not-found',
  'account/wrong-status',
  'account/setup-incomplete',
  'company/not-found',
  'company/not-activatable',
  'note/invoice-not-found',
  'note/not-found',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export function isAccountErrorCode(value: unknown): value is AccountErrorCode {
  return typeof value === 'string' && (ACCOUNT_ERROR_CODES as readonly string[]).includes(value);
}
