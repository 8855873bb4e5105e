import { describe, expect, it } from 'vitest';
import en from '../../locales/en/account.json';
import es from '../../locales/es/account.json';
import { errorKey } from './errors';

describe('errorKey', () => {
  it("translates the signUp callable's refusals with Firebase Auth's own codes", () => {
    const refused = (code: string) => ({ code: 'functions/invalid-argument', details: { code } });
    expect(errorKey(refused('auth/weak-password'))).toBe('errors.auth.weakPassword');
    expect(errorKey(refused('auth/email-already-in-use'))).toBe('errors.auth.emailInUse');
    expect(en.errors.auth.weakPassword).toBe('Password must be at least 8 characters');
    expect(es.errors.auth.weakPassword).not.toBe('');
  });

  it('keeps codes of the account callables and of Firebase Auth', () => {
    expect(errorKey({ code: 'functions/not-found', details: { code: 'account/not-found' } })).toBe('errors.server.account/not-found');
    expect(errorKey({ code: 'auth/weak-password' })).toBe('errors.auth.weakPassword');
    expect(errorKey({ code: 'functions/internal', details: { code: 'nonsense' } })).toBe('errors.unknown');
  });
});
