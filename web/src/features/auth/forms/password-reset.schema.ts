import * as v from 'valibot';
import { ConfirmationField, EmailField, ReplacementPasswordField } from '../../../lib/auth/field-schemas';

export const ForgotPasswordSchema = v.object({ email: EmailField });
export type ForgotPasswordValues = v.InferOutput<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = v.pipe(
  v.object({ password: ReplacementPasswordField, confirmation: ConfirmationField }),
  v.forward(
    v.partialCheck([['password'], ['confirmation']], (input) => input.password === input.confirmation, 'validation.passwordsMustMatch'),
    ['confirmation'],
  ),
);
export type ResetPasswordValues = v.InferOutput<typeof ResetPasswordSchema>;
