import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, ReportSettingsSchema, splitEmails } from './settings.schema';

function issues(schema: v.GenericSchema, input: unknown): Record<string, string | undefined> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([key, messages]) => [key, messages?.[0]]));
}

describe('change password (spec section 5)', () => {
  it('requires the current, the new and the confirmation', () => {
    expect(issues(ChangePasswordSchema, { currentPassword: '', newPassword: '', confirmation: '' })).toEqual({
      currentPassword: 'validation.currentPasswordRequired',
      newPassword: 'validation.newPasswordRequired',
      confirmation: 'validation.confirmationRequired',
    });
  });

  it('refuses the same password, a short one and a different confirmation', () => {
    expect(issues(ChangePasswordSchema, { currentPassword: 'old-secret', newPassword: 'old-secret', confirmation: 'old-secret' })).toEqual({
      newPassword: 'validation.samePassword',
    });
    expect(issues(ChangePasswordSchema, { currentPassword: 'old-secret', newPassword: 'short', confirmation: 'short' }).newPassword).toBe(
      'validation.passwordMin',
    );
    expect(issues(ChangePasswordSchema, { currentPassword: 'old-secret', newPassword: 'new-secret', confirmation: 'other' })).toEqual({
      confirmation: 'validation.passwordsMustMatch',
    });
  });
});

describe('report settings', () => {
  const base = { reportTime: '08:00', timeZone: 'Europe/Madrid' };
  it('needs at least one valid email', () => {
    expect(issues(ReportSettingsSchema, { ...base, recipients: ' , ' }).recipients).toBe('validation.atLeastOneEmail');
    expect(issues(ReportSettingsSchema, { ...base, recipients: 'ana@x.test, =cmd|x' }).recipients).toBe('validation.emailInvalid');
    expect(v.parse(ReportSettingsSchema, { ...base, recipients: 'Ana@X.test;\nluis@x.test' }).recipients).toEqual(['ana@x.test', 'luis@x.test']);
  });

  it('splits addresses on commas, semicolons and lines', () => {
    expect(splitEmails('a@x.test,b@x.test ; c@x.test\n\nd@x.test')).toEqual(['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test']);
  });
});
