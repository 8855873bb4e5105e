/**
 * The agency account and the user profile (DESIGN.md sections 4 and 5). Times are epoch
 * milliseconds everywhere in Firestore records (see docs/decisions/0002-times-as-epoch-millis.md).
 */
import * as v from 'valibot';

export const ACCOUNT_STATUSES = [
  'registered',
  'email-confirmed',
  'setup',
  'pending-approval',
  'active',
  'suspended',
] as const;
export const AccountStatusSchema = v.picklist(ACCOUNT_STATUSES);
export type AccountStatus = v.InferOutput<typeof AccountStatusSchema>;

export const ROLES = ['owner', 'staff', 'client'] as const;
export const RoleSchema = v.picklist(ROLES);
export type Role = v.InferOutput<typeof RoleSchema>;

export const PlanSchema = v.object({
  maxCompanies: v.pipe(v.number(), v.integer(), v.minValue(0)),
  maxInvoicesPerMonth: v.pipe(v.number(), v.integer(), v.minValue(0)),
  extraSlots: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Plan = v.InferOutput<typeof PlanSchema>;

export const UsageSchema = v.object({
  companies: v.number(),
  /** Invoices accepted in `month` (`YYYY-MM`, the account's time zone). */
  invoicesThisMonth: v.number(),
  month: v.string(),
});
export type Usage = v.InferOutput<typeof UsageSchema>;

export const AccountSchema = v.object({
  name: v.string(),
  ownerUid: v.string(),
  status: AccountStatusSchema,
  clientCount: v.nullable(v.number()),
  /** `HH:mm` in `timeZone`. */
  reportTime: v.nullable(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
  timeZone: v.string(),
  plan: v.nullable(PlanSchema),
  usage: UsageSchema,
  createdAt: v.number(),
  approvedAt: v.nullable(v.number()),
  /** Who receives the daily report by email (report settings); the owner's address at sign-up. */
  reportRecipients: v.optional(v.array(v.string()), []),
});
export type Account = v.InferOutput<typeof AccountSchema>;

export const LANGUAGES = ['en', 'es'] as const;
export const LanguageSchema = v.picklist(LANGUAGES);
export type Language = v.InferOutput<typeof LanguageSchema>;

export const UserProfileSchema = v.object({
  username: v.string(),
  email: v.string(),
  photoURL: v.nullable(v.string()),
  language: v.nullable(LanguageSchema),
  accountId: v.nullable(v.string()),
  role: v.nullable(RoleSchema),
  companyId: v.nullable(v.string()),
  createdAt: v.number(),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

/** Custom claims, set only by functions. */
export interface FactoriaClaims {
  accountId?: string;
  role?: Role;
  companyId?: string;
  admin?: boolean;
}

export function currentMonth(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}
