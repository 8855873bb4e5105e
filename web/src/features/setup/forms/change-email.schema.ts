import * as v from 'valibot';
import { CurrentPasswordField, EmailField } from '../../../lib/auth/field-schemas';

/** Messages are keys of the account namespace. */
export function changeEmailSchema(currentEmail: string) {
  return v.object({
    newEmail: v.pipe(EmailField, v.check((email) => email.toLowerCase() !== currentEmail.toLowerCase(), 'validation.sameEmail')),
    currentPassword: CurrentPasswordField,
  });
}
export type ChangeEmailValues = { newEmail: string; currentPassword: string };
