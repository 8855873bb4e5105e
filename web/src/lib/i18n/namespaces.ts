/** One namespace per feature; files live in web/src/locales/{en,es}/<namespace>.json. */
export const NAMESPACES = ['common', 'auth', 'account', 'setup', 'settings', 'admin', 'shell', 'dashboard', 'invoices', 'issues', 'clients', 'viewer', 'search', 'subscription', 'faq', 'sentry-test', 'storage', 'upload', 'reports', 'daily-report'] as const;
export type Namespace = (typeof NAMESPACES)[number];
