/** One namespace per feature; files live in web/src/locales/{en,es}/<namespace>.json. */
export const NAMESPACES = ['common', 'auth', 'account', 'setup', 'settings', 'admin', 'shell', 'dashboard', 'invoices', 'issues', 'clients', 'viewer', 'search', 'subscription', 'faq', 'sentry-test', 'storage', 'upload', 'reports', 'daily-report', 'banking', 'bank-analysis', 'chat', 'supplier-profiles'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the sign-in page and the shell need, loaded at start together instead of one after
 * another (`common` is bundled with the app; the build puts the others in one chunk per language).
 */
export const START_NAMESPACES = ['common', 'auth', 'account', 'shell'] as const satisfies readonly Namespace[];
