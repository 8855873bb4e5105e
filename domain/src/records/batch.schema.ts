/** An upload batch: the spec's "report" (successful and failed counts, exported or not). */
import * as v from 'valibot';

export const MAX_FILES_PER_UPLOAD = 50;

export const BatchSchema = v.object({
  companyId: v.string(),
  fileCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_FILES_PER_UPLOAD)),
  succeeded: v.number(),
  failed: v.number(),
  pending: v.number(),
  exported: v.boolean(),
  exportedAt: v.nullable(v.number()),
  createdBy: v.string(),
  createdAt: v.number(),
});
export type Batch = v.InferOutput<typeof BatchSchema>;
