import { failedResult } from '@factoria/domain/extraction/build-result';
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import { describe, expect, it } from 'vitest';
import { handOverReason } from './extraction-lanes';

const read = (codes: string[], evidence: ExtractionResult['evidence'] = 'text'): ExtractionResult => ({
  ...failedResult('invoice/total-missing', 1, 10),
  evidence,
  issues: codes.map((code) => ({ field: 'document', code: code as never, severity: 'warning' })),
});

describe('handOverReason', () => {
  it('keeps what the quick lane read, errors and all', () => {
    expect(handOverReason(read([]))).toBeNull();
    expect(handOverReason(read(['invoice/total-missing']))).toBeNull();
    expect(handOverReason(failedResult('pdf/corrupt', 0, 5))).toBeNull();
    expect(handOverReason(failedResult('pdf/too-complex', 0, 5))).toBeNull();
  });

  it('hands on a file stopped at the quick limit and one with pages left for OCR', () => {
    expect(handOverReason(failedResult('pdf/timeout', 0, 3000))).toBe('time-limit');
    expect(handOverReason(read(['pdf/pages-skipped', 'pdf/empty'], 'none'))).toBe('needs-ocr');
    expect(handOverReason(read(['pdf/pages-skipped']))).toBe('needs-ocr');
  });
});
