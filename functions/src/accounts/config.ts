/**
 * Parameters of the account area (values in functions/.env or asked by `firebase deploy`).
 */
import { defineInt, defineString } from 'firebase-functions/params';

/** Where the web app is served: invitation links point at its reset-password route. */
export const appUrl = defineString('APP_URL', { default: 'http://localhost:5173' });

/** The plan an account gets when the administrator approves it, until limits are set. */
export const defaultMaxCompanies = defineInt('DEFAULT_MAX_COMPANIES', { default: 10 });
export const defaultMaxInvoicesPerMonth = defineInt('DEFAULT_MAX_INVOICES_PER_MONTH', { default: 1000 });
