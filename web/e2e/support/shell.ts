/**
 * Helpers of the shell, PWA, search and language end-to-end tests: signing in through the
 * form, figures written as the functions write them, and axe.
 */
import { expect, type Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { seedFaq } from '../../../functions/src/faq/seed-faq.ts';
import { app, type TestAgency } from './agency.ts';

export const db = getFirestore(app);

export async function signIn(page: Page, agency: TestAgency): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel(/^(Email|Correo electrónico)$/).fill(agency.email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(agency.password);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión|Entrar)$/ }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Today in Madrid, as the functions key `dailyStats` (and so many days before it). */
export function madridDay(daysAgo = 0): string {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

export async function writeDailyStats(accountId: string, day: string, figures: Record<string, number>): Promise<void> {
  await db.doc(`accounts/${accountId}/dailyStats/${day}`).set(figures);
}

export async function shippedFaq(): Promise<void> {
  await seedFaq(db);
}

/** The app's files this page has loaded that no cache of the service worker holds yet. */
export function uncachedAssets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const loaded = new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname),
    );
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) loaded.delete(new URL(request.url).pathname);
    }
    return [...loaded];
  });
}

export { seriousViolations } from './axe.ts';
