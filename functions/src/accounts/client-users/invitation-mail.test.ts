import { describe, expect, it } from 'vitest';
import { invitationLink, invitationMail } from './invitation-mail';

describe('invitation mail', () => {
  it('escapes hostile names in the HTML and keeps them readable in the text', () => {
    const mail = invitationMail({
      language: 'en',
      agencyName: 'Gestoría <script>alert(1)</script>',
      companyName: 'Bar "El Puerto" & Co',
      link: 'https://app.example/reset-password?oobCode=abc&mode=resetPassword',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.html).toContain('oobCode=abc&#38;mode=resetPassword');
    expect(mail.text).toContain('Bar "El Puerto" & Co');
    expect(mail.subject).toBe('Your Factoría access for Bar "El Puerto" & Co');
  });

  it('keeps the subject one header line: CR/LF and bidi overrides of the names are gone', () => {
    const mail = invitationMail({ language: 'en', agencyName: 'Agency\u202E', companyName: 'Acme\r\nBcc: x@evil.example\u202Efdp.exe', link: 'https://x.test/' });
    expect(mail.subject).toBe('Your Factoría access for Acme Bcc: x@evil.examplefdp.exe');
    expect(mail.text).toContain('Agency has invited you');
  });

  it('writes Spanish when the agency works in Spanish', () => {
    const mail = invitationMail({ language: 'es', agencyName: 'A', companyName: 'B', link: 'https://x.test/' });
    expect(mail.subject).toBe('Tu acceso a Factoría para B');
    expect(mail.text).toContain('Crea tu contraseña: https://x.test/');
  });

  it("points the link at our reset-password route with Firebase's code", () => {
    const link = invitationLink(
      'https://factoria.example',
      'https://demo.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=CODE-1&apiKey=k&lang=en',
    );
    expect(link).toBe('https://factoria.example/reset-password?mode=resetPassword&oobCode=CODE-1&invited=1');
    expect(() => invitationLink('https://factoria.example', 'https://demo.firebaseapp.com/__/auth/action')).toThrow();
  });
});
