import * as v from 'valibot';

// Messages are keys of the auth namespace; the form translates them.
export const SignInSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.emailRequired'), v.email('validation.emailInvalid')),
  password: v.pipe(v.string(), v.nonEmpty('validation.passwordRequired')),
});
export type SignInValues = v.InferOutput<typeof SignInSchema>;
