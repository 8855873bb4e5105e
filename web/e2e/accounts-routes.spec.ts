import { expect, test, type Page } from '@playwright/test';
import { administrator, agencyIn, seriousViolations, signInAs } from './support/accounts.ts';

/** The last element skips axe: the screen leaves by itself (a 5-second countdown). */
type Check = [path: string, english: string, spanish: string, leaves?: true];

const publicRoutes: Check[] = [
  ['/sign-in', 'Sign in', 'Iniciar sesión'],
  ['/sign-up', 'Create your account', 'Crea tu cuenta'],
  ['/check-email', 'Check your email', 'Revisa tu correo'],
  ['/confirming-email', 'Confirming your email', 'Confirmando tu correo'],
  ['/confirmed-email', 'Email confirmed', 'Correo confirmado', true],
  ['/forgot-password', 'Reset your password', 'Restablece tu contraseña'],
  ['/forgot-password/check-email', 'Check your email', 'Revisa tu correo'],
  ['/reset-password', 'Choose a new password', 'Elige una nueva contraseña'],
  ['/no/such/page', 'Page not found', 'Página no encontrada'],
];

const setupRoutes: Check[] = [
  ['/client-setup', 'How many clients do you manage?', '¿Cuántos clientes gestionas?'],
  ['/schedule-setup', 'When do you want your daily report?', '¿Cuándo quieres tu informe diario?'],
  ['/finish-setup', 'Finish setting up', 'Termina la configuración'],
  ['/change-email', 'Change your email', 'Cambia tu correo electrónico'],
];

const settingsRoutes: Check[] = [
  ['/profile-settings', 'My account', 'Mi cuenta'],
  ['/profile-settings/company-info', 'Company info', 'Datos de la empresa'],
  ['/profile-settings/change-password', 'Change password', 'Cambiar contraseña'],
  ['/profile-settings/report-settings', 'Report settings', 'Configuración del informe'],
];

const adminRoutes: Check[] = [
  ['/admin/accounts', 'Accounts', 'Cuentas'],
  ['/admin/companies', 'Companies awaiting activation', 'Empresas pendientes de activación'],
  ['/admin/notes', 'Notes and issue reports', 'Notas e incidencias'],
];

/** Chooses the language with the screen's own switch (saved on this device, and in the profile where there is one). */
async function visitInBothLanguages(page: Page, routes: Check[], options: { axe?: boolean } = {}) {
  for (const language of ['en', 'es'] as const) {
    await page.goto(routes[0]![0]);
    await page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).first().selectOption(language);
    for (const [path, english, spanish, leaves] of routes) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?.*)?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: language === 'en' ? english : spanish, exact: true }).first()).toBeVisible();
      if (options.axe && !leaves && language === 'en') expect(await seriousViolations(page), path).toEqual([]);
    }
  }
}

test('every public route renders in English and Spanish', async ({ page }) => {
  await visitInBothLanguages(page, publicRoutes, { axe: true });
});

test('the setup routes and change-email render in both languages for an account in setup', async ({ page }) => {
  const agency = await agencyIn('email-confirmed');
  await signInAs(page, agency);
  await visitInBothLanguages(page, setupRoutes, { axe: true });
});

test('the settings routes render in both languages', async ({ page }) => {
  const agency = await agencyIn('active');
  await signInAs(page, agency);
  await visitInBothLanguages(page, settingsRoutes, { axe: true });
});

test('the administrator routes render in both languages', async ({ page }) => {
  await signInAs(page, await administrator());
  await visitInBothLanguages(page, adminRoutes);
});
