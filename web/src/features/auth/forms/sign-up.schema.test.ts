import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SignUpSchema } from './sign-up.schema';

const valid = { username: 'Lucía', agencyName: 'Gestoría Norte', email: 'lucia@norte.test', password: 'secreto-1', confirmation: 'secreto-1' };

function messages(input: Record<string, string>): Record<string, string[] | undefined> {
  // As the form resolver parses: the first failing rule of each field.
  const result = v.safeParse(SignUpSchema, input, { abortPipeEarly: true });
  return result.success ? {} : (v.flatten<typeof SignUpSchema>(result.issues).nested ?? {});
}

describe('sign-up validation (spec section 5)', () => {
  it('accepts a complete form', () => {
    expect(v.safeParse(SignUpSchema, valid).success).toBe(true);
  });

  it('asks for every field with the spec message keys', () => {
    expect(messages({ username: ' ', agencyName: '', email: '', password: '', confirmation: '' })).toEqual({
      username: ['validation.usernameRequired'],
      agencyName: ['validation.companyNameRequired'],
      email: ['validation.emailRequired'],
      password: ['validation.passwordRequired'],
      confirmation: ['validation.confirmationRequired'],
    });
  });

  it('refuses long usernames, bad emails, short passwords and different confirmations', () => {
    expect(messages({ ...valid, username: 'x'.repeat(50) }).username).toEqual(['validation.usernameTooLong']);
    expect(messages({ ...valid, username: 'x'.repeat(49) }).username).toBeUndefined();
    expect(messages({ ...valid, email: 'lucia@' }).email).toEqual(['validation.emailInvalid']);
    expect(messages({ ...valid, password: 'short', confirmation: 'short' }).password).toEqual(['validation.passwordMin']);
    expect(messages({ ...valid, confirmation: 'secreto-2' }).confirmation).toEqual(['validation.passwordsMustMatch']);
  });
});
