import type { SupplierProfile } from '../suppliers/supplier-profile.schema';
import type { KnownSupplier } from './fields/extract-fields';

export interface ExtractionContext {
  /** The recipient company's tax id: the other valid tax id on the invoice is the supplier's. */
  companyTaxId?: string | undefined;
  /** Suppliers the company already has, to name them as the company knows them. */
  knownSuppliers?: readonly KnownSupplier[] | undefined;
  /**
   * The agency's profiles of suppliers (learned from saved invoices): a profiled tax id counts as
   * a known supplier, and the profile of the supplier read is evidence (apply-supplier-profile.ts).
   */
  supplierProfiles?: readonly SupplierProfile[] | undefined;
  fileName?: string | undefined;
  /** Total time for one file; later stages (OCR of further pages) are skipped past it. */
  timeBudgetMs?: number | undefined;
  /** Files with more pages are refused (`pdf/too-many-pages`). */
  maxPages?: number | undefined;
  /** Files bigger than this are refused (`pdf/too-large`). */
  maxBytes?: number | undefined;
  ocr?:
    | {
        enabled?: boolean | undefined;
        /** Folder with spa/eng traineddata(.gz); defaults to the installed @tesseract.js-data packages. */
        langPath?: string | undefined;
        /** At most this many pages are OCRed (the first and the last ones). */
        maxPages?: number | undefined;
        pageTimeoutMs?: number | undefined;
      }
    | undefined;
  /** `YYYY-MM-DD`, for the future-date warning; defaults to today. */
  today?: string | undefined;
}

export const EXTRACTION_DEFAULTS = {
  timeBudgetMs: 45_000,
  maxPages: 50,
  maxBytes: 30 * 1024 * 1024,
  ocrMaxPages: 4,
  ocrPageTimeoutMs: 15_000,
  /** Text pages read for fields (long annexes beyond are skipped, first and last pages kept). */
  textMaxPages: 30,
} as const;

/** Field confidence below which a value needs a human look even if the checks pass. */
export const MIN_FIELD_CONFIDENCE = 0.55;
/** Below MIN_FIELD_CONFIDENCE: a value found only by a second look, shown for a person to confirm. */
export const TO_CONFIRM_CONFIDENCE = 0.5;
