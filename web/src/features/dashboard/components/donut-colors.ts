/** Company statuses in the donut and its legend, in order, with their colours. */
export const DONUT_STATUSES = ['active', 'inactive', 'pending'] as const;

export const DONUT_COLORS = { active: '#1d6b3a', inactive: '#6b7683', pending: '#c98a0b' } as const;
