import { MAX_REPORT_RECIPIENTS } from '@factoria/domain/records/account-requests.schema';
import * as v from 'valibot';
import {
  AgencyNameField,
  ConfirmationField,
  CurrentPasswordField,
  ReplacementPasswordField,
  UsernameField,
} from '../../../lib/auth/field-schemas';

// Messages are keys of the account namespace.

export const UsernameSchema = v.object({ username: UsernameField });
export type UsernameValues = v.InferOutput<typeof UsernameSchema>;

export const AgencyNameSchema = v.object({ agencyName: AgencyNameField });
export type AgencyNameValues = v.InferOutput<typeof AgencyNameSchema>;

export const ChangePasswordSchema = v.pipe(
  v.object({ currentPassword: CurrentPasswordField, newPassword: ReplacementPasswordField, confirmation: ConfirmationField }),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      'validation.samePassword',
    ),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmation']], (input) => input.newPassword === input.confirmation, 'validation.passwordsMustMatch'),
    ['confirmation'],
  ),
);
export type ChangePasswordValues = v.InferOutput<typeof ChangePasswordSchema>;

/** Addresses typed one per line or separated by commas or semicolons. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

export const ReportSettingsSchema = v.object({
  reportTime: v.pipe(
    v.string(),
    v.nonEmpty('validation.reportTimeRequired'),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.reportTimeInvalid'),
  ),
  timeZone: v.pipe(v.string(), v.nonEmpty('validation.reportTimeRequired')),
  recipients: v.pipe(
    v.string(),
    v.transform(splitEmails),
    v.minLength(1, 'validation.atLeastOneEmail'),
    v.check((emails) => emails.every(isEmail), 'validation.emailInvalid'),
    v.maxLength(MAX_REPORT_RECIPIENTS, 'validation.tooManyEmails'),
  ),
});
export type ReportSettingsInput = v.InferInput<typeof ReportSettingsSchema>;
export type ReportSettingsOutput = v.InferOutput<typeof ReportSettingsSchema>;
