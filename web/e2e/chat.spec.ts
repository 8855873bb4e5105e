/**
 * The chat assistant in the browser, in English and Spanish: a data question whose figure opens
 * its invoices, a follow-up, a question asked offline and answered after reconnecting, another
 * agency's client that yields nothing, an action that runs on a click and is audited, and the
 * spec's five messages in their states.
 */
import { expect, test, type Page } from '@playwright/test';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { app, freshAgency, type TestAgency } from './support/agency.ts';
import { db, signIn } from './support/uploads.ts';

const now = new Date();
const yearOf = (startMonth: number): number => (now.getUTCMonth() + 1 >= startMonth ? now.getUTCFullYear() : now.getUTCFullYear() - 1);
const GOMEZ = { id: 'gomez', name: 'Talleres Gómez SL', taxId: 'B12345674', status: 'active' } as const;

function invoice(companyId: string, number: string, date: string, base: number, rate: number, hasErrors = false) {
  const cuota = Math.round(base * rate) / 100;
  return {
    companyId, number, date, supplierName: 'Combustibles del Norte SA', supplierTaxId: 'B17919002', status: hasErrors ? 'has-errors' : 'successful', hasErrors,
    issues: hasErrors ? [{ field: 'total', code: 'invoice/total-mismatch', severity: 'error' }] : [], total: base + cuota,
    vatLines: [{ rate, base, cuota, recargoRate: 0, recargo: 0 }], irpf: null, duplicateOf: null, processedAt: Date.parse(`${date}T10:00:00Z`),
  };
}

async function agencyWithInvoices(): Promise<TestAgency> {
  const agency = await freshAgency([GOMEZ]);
  const batch = db.batch();
  batch.set(db.doc(`accounts/${agency.accountId}/invoices/i1`), invoice('gomez', 'CN-1', `${yearOf(7)}-07-10`, 1000, 21));
  batch.set(db.doc(`accounts/${agency.accountId}/invoices/i2`), invoice('gomez', 'CN-2', `${yearOf(7)}-08-20`, 234.5, 21));
  batch.set(db.doc(`accounts/${agency.accountId}/invoices/i3`), invoice('gomez', 'CN-3', `${yearOf(4)}-05-02`, 500, 10, true));
  await batch.commit();
  const other = `e2e-other-${Date.now().toString(36)}`;
  await createAgency(app, { accountId: other, name: 'Other', owner: { email: `${other}@factoria.test`, password: 'e2e-password', username: 'Other' }, companies: [{ id: 'aurora', name: 'Cafetería Aurora SL', taxId: 'B76543214', status: 'active' }] });
  await db.doc(`accounts/${other}/invoices/o1`).set(invoice('aurora', 'AU-1', `${yearOf(7)}-07-15`, 777, 21));
  return agency;
}

async function ask(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox').fill(question);
  await page.getByRole('button', { name: /^(Send|Enviar)$/ }).click();
}

const lastReply = (page: Page) => page.locator('.chat-reply').last();

/**
 * A test's first answer comes from a Firestore trigger that the Functions emulator may still have
 * to start a process for, behind the other specs' triggers on the same two cores: under a loaded
 * e2e run it has taken more than the default 20 s. Later answers reuse the process.
 */
const firstReply = { timeout: 45_000 };

test.describe('chat assistant in English', () => {
  test.use({ locale: 'en-GB' });

  test('answers a data question whose figure opens its invoices, a follow-up, and nothing of another agency', async ({ page }) => {
    const agency = await agencyWithInvoices();
    await signIn(page, agency);
    await page.getByRole('navigation').getByRole('link', { name: 'Assistant' }).click();
    await ask(page, 'How much input VAT does Talleres Gómez have in Q3?');
    await expect(lastReply(page)).toContainText('input VAT €259.25', firstReply);
    await ask(page, 'And in Q2?');
    await expect(lastReply(page)).toContainText(`Q2 ${yearOf(4)}`);
    await expect(lastReply(page)).toContainText('€50.00');
    await ask(page, 'How much VAT does Cafetería Aurora have in Q3?');
    await expect(lastReply(page)).toContainText('I can’t find “Cafetería Aurora”');
    await expect(page.locator('.chat-messages')).not.toContainText('777');
    // The figure is a link in the answer's text and in its block: both open the same list.
    await page.locator('.chat-reply').first().getByRole('link', { name: '€259.25' }).first().click();
    await expect(page).toHaveURL(/\/invoices\?company=gomez/);
  });

  test('opens the next invoice to fix only on a click, which the audit records', async ({ page }) => {
    const agency = await agencyWithInvoices();
    await signIn(page, agency);
    await page.getByRole('navigation').getByRole('link', { name: 'Assistant' }).click();
    await ask(page, 'Which is the next invoice with errors?');
    await expect(lastReply(page)).toContainText('The next invoice with errors is CN-3', firstReply);
    const audit = db.collection(`accounts/${agency.accountId}/chatAudit`);
    await expect.poll(async () => (await audit.get()).docs.map((d) => d.get('event'))).toEqual(['proposed']);
    await lastReply(page).getByRole('button', { name: 'Open the invoice' }).click();
    await expect(page).toHaveURL(/\/invoices\/gomez\/i3/);
    await expect
      .poll(async () => (await audit.where('event', '==', 'opened').get()).docs.map((d) => ({ role: d.get('role'), invoiceId: d.get('action.invoiceId'), at: typeof d.get('at')?.toMillis })))
      .toEqual([{ role: 'owner', invoiceId: 'i3', at: 'function' }]);
  });

  test('shows the spec messages in their states', async ({ page }) => {
    await specMessages(page, {
      noSession: 'No active session',
      connection: 'Error connecting to chat. Please reload the page.',
      badFormat: "Sorry, I couldn't process the answer correctly.",
      answer: 'Sorry, an error occurred while processing your message.',
      close: 'Close conversation',
    });
  });
});

test.describe('chat assistant in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('answers, follows up, and answers a question asked offline once back online', async ({ page, context }) => {
    test.setTimeout(120_000);
    const agency = await agencyWithInvoices();
    await signIn(page, agency);
    await page.getByRole('navigation').getByRole('link', { name: 'Asistente' }).click();
    await ask(page, '¿Cuánto IVA soportado tiene Talleres Gómez en el T3?');
    await expect(lastReply(page)).toContainText('cuota de IVA soportado 259,25 €', firstReply);
    await ask(page, '¿Y en el T2?');
    await expect(lastReply(page)).toContainText('50,00 €');

    await context.setOffline(true);
    await ask(page, '¿Qué facturas tienen errores?');
    await expect(page.locator('.chat-question').last()).toContainText('Esperando conexión');
    await context.setOffline(false);
    await expect(lastReply(page)).toContainText('1 factura con errores', { timeout: 60_000 });
    await expect(lastReply(page).getByRole('link', { name: 'CN-3' })).toBeVisible();
  });

  test('muestra los mensajes de la especificación en su estado', async ({ page }) => {
    await specMessages(page, {
      noSession: 'No hay ninguna sesión activa',
      connection: 'Error al conectar con el chat. Recarga la página.',
      badFormat: 'Lo siento, no he podido procesar la respuesta correctamente.',
      answer: 'Lo siento, se ha producido un error al procesar tu mensaje.',
      close: 'Cerrar conversación',
    });
  });
});

async function specMessages(page: Page, text: { noSession: string; connection: string; badFormat: string; answer: string; close: string }) {
  const agency = await agencyWithInvoices();
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await signIn(page, agency);
  await page.goto('/chat');
  await ask(page, 'hello');
  await expect(page.locator('.chat-reply')).toHaveCount(1);
  const chatId = new URL(page.url()).searchParams.get('c')!;
  const messages = db.collection(`accounts/${agency.accountId}/chats/${chatId}/messages`);

  // An answer that fails its schema, and an answer in error.
  await messages.doc('zz-bad').set({ role: 'assistant', replyTo: 'x', status: 'done', text: 5, createdAt: Date.now() + 1000 });
  await expect(page.getByText(text.badFormat)).toBeVisible();
  expect(logged.some((line) => line.startsWith('Unexpected response format:'))).toBe(true);
  await messages.doc('zz-error').set({ role: 'assistant', replyTo: 'y', status: 'error', text: '', error: { code: 'chat/internal' }, createdAt: Date.now() + 2000 });
  await expect(page.getByText(text.answer)).toBeVisible();

  // Sending in a closed conversation.
  await page.getByRole('button', { name: text.close }).click();
  await ask(page, 'hello again');
  await expect(page.getByText(text.noSession)).toBeVisible();

  // A conversation the user may not read: the listener fails.
  await db.doc(`accounts/${agency.accountId}/chats/someone-else`).set({ ownerUid: 'someone-else', title: 'x', locale: 'es', status: 'active', createdAt: Date.now() });
  await page.goto('/chat?c=someone-else');
  await expect(page.getByText(text.connection)).toBeVisible();
}
