import * as v from 'valibot';
import {
  AgencyNameField,
  ConfirmationField,
  EmailField,
  NewPasswordField,
  UsernameField,
} from '../../../lib/auth/field-schemas';

// Messages are keys of the account namespace; the form translates them.
export const SignUpSchema = v.pipe(
  v.object({
    username: UsernameField,
    agencyName: AgencyNameField,
    email: EmailField,
    password: NewPasswordField,
    confirmation: ConfirmationField,
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmation']], (input) => input.password === input.confirmation, 'validation.passwordsMustMatch'),
    ['confirmation'],
  ),
);
export type SignUpValues = v.InferOutput<typeof SignUpSchema>;

/** Signed in already (the account step failed before): only what the account needs. */
export const CompleteSignUpSchema = v.object({ username: UsernameField, agencyName: AgencyNameField });
export type CompleteSignUpValues = v.InferOutput<typeof CompleteSignUpSchema>;
