import * as v from 'valibot';
import { EmailField, PasswordPresentField } from '../../../lib/auth/field-schemas';

export const SignInSchema = v.object({ email: EmailField, password: PasswordPresentField });
export type SignInValues = v.InferOutput<typeof SignInSchema>;
