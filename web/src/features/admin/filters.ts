/**
 * The filters of the administrator's lists, apart from their screens: route files validate
 * search parameters with them, and importing a screen there would pull it (and Firestore)
 * into the first load of every page.
 */
export const ACCOUNT_FILTERS = ['pending-approval', 'active', 'suspended', 'all'] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];

export const COMPANY_FILTERS = ['pending', 'inactive'] as const;
export type CompanyFilter = (typeof COMPANY_FILTERS)[number];

export const NOTE_FILTERS = ['open', 'resolved'] as const;
export type NoteFilter = (typeof NOTE_FILTERS)[number];
