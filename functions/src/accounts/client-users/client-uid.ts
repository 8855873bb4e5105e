import { createHash } from 'node:crypto';

/**
 * The Auth uid of a company's app user is derived from the company and the address: a retried
 * or concurrent trigger creates the same user, and a user we did not create is recognised.
 */
export function clientUid(accountId: string, companyId: string, email: string): string {
  return `client-${createHash('sha256').update(`${accountId}/${companyId}/${email}`).digest('hex').slice(0, 40)}`;
}

export function normalizeEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? '';
  // The same shape valibot's email() accepts on the form; the Auth API refuses anything else.
  return /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu.test(email) ? email : null;
}
