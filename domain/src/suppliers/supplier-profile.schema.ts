/**
 * What an agency has learned about one supplier from the invoices it saved: keyed by the
 * supplier's normalised tax id, stored at `accounts/{a}/supplierProfiles/{taxId}`, used by the
 * extraction engine as evidence (apply-supplier-profile.ts). Browser-safe.
 */
import * as v from 'valibot';
import { DocumentTypeSchema } from '../invoice/invoice.schema';
import { validateTaxId } from '../tax-id/validate-any-tax-id';

/** Where on the page a value was read: its box's centre, 0..1 from the top-left. */
export const ProfileRegionSchema = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The value was on the document's last page (totals of multi-page invoices). */
  last: v.boolean(),
  x: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  y: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});
export type ProfileRegion = v.InferOutput<typeof ProfileRegionSchema>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const NumberShapeSeenSchema = v.object({
  documentType: DocumentTypeSchema,
  /** number-shape.ts: `FV#-#` for FV24-00123. */
  shape: v.pipe(v.string(), v.maxLength(60)),
  minDigits: Count,
  maxDigits: Count,
  count: Count,
});
export type NumberShapeSeen = v.InferOutput<typeof NumberShapeSeenSchema>;

const LabelsSeenSchema = v.pipe(
  v.array(v.object({ label: v.pipe(v.string(), v.maxLength(60)), count: Count })),
  v.maxLength(8),
);
export type LabelSeen = v.InferOutput<typeof LabelsSeenSchema>[number];

export const SupplierProfileSchema = v.object({
  taxId: v.pipe(v.string(), v.minLength(3), v.maxLength(20)),
  /** The name as the agency last confirmed it. */
  name: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  /** Invoices saved with this supplier (untouched or corrected), and how many were corrected. */
  invoices: Count,
  corrections: Count,
  numberShapes: v.pipe(v.array(NumberShapeSeenSchema), v.maxLength(8)),
  /**
   * The leading characters every saved number of the supplier shared (a till or store code:
   * "142312" of "142312402C0000628"), at most 12; '' when they shared none; null before any
   * number was learned (profiles stored before it was learned read as null).
   */
  numberPrefix: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(12))), null),
  regions: v.object({
    number: v.pipe(v.array(ProfileRegionSchema), v.maxLength(8)),
    date: v.pipe(v.array(ProfileRegionSchema), v.maxLength(8)),
    total: v.pipe(v.array(ProfileRegionSchema), v.maxLength(8)),
  }),
  /**
   * The labels the number, date and total were printed under ("Nº Factura"), as printed, and
   * how many saved invoices had each. Profiles stored before labels were learned read as none.
   */
  labels: v.optional(
    v.object({ number: LabelsSeenSchema, date: LabelsSeenSchema, total: LabelsSeenSchema }),
    () => ({ number: [], date: [], total: [] }),
  ),
  /** VAT rates (percent) and how many saved invoices carried each. */
  vatRates: v.pipe(v.array(v.object({ rate: v.number(), count: Count })), v.maxLength(8)),
  /** Smallest and largest absolute total seen, in integer cents. */
  totalCents: v.nullable(v.object({ min: Count, max: Count })),
  currency: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  updatedAt: v.number(),
});
export type SupplierProfile = v.InferOutput<typeof SupplierProfileSchema>;

/** The profile key of a printed tax id, or null when it is not a valid one. */
export function supplierProfileKey(taxId: string | null | undefined): string | null {
  if (!taxId) return null;
  const checked = validateTaxId(taxId);
  return checked.valid ? checked.normalized : null;
}

export function emptySupplierProfile(taxId: string): SupplierProfile {
  return {
    taxId,
    name: null,
    invoices: 0,
    corrections: 0,
    numberShapes: [],
    numberPrefix: null,
    regions: { number: [], date: [], total: [] },
    labels: { number: [], date: [], total: [] },
    vatRates: [],
    totalCents: null,
    currency: null,
    updatedAt: 0,
  };
}
