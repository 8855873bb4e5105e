import { describe, expect, it } from 'vitest';
import { newBatch, wellFormedFileIds } from './batch.schema';

describe('wellFormedFileIds', () => {
  it('accepts distinct id strings, one per announced file', () => {
    expect(wellFormedFileIds(['a1', 'B_2', 'c-3'], 3)).toEqual(['a1', 'B_2', 'c-3']);
    const batch = newBatch({ companyId: 'c', fileIds: ['x'], createdBy: 'u', createdAt: 1 });
    expect(wellFormedFileIds(batch.fileIds, batch.fileCount)).toEqual(['x']);
  });
  it('refuses an id twice, ids that are not strings or not ids, and a count that does not match', () => {
    expect(wellFormedFileIds(['a', 'a'], 2)).toBeNull();
    expect(wellFormedFileIds([1, 'b'], 2)).toBeNull();
    expect(wellFormedFileIds([null], 1)).toBeNull();
    expect(wellFormedFileIds([{ id: 'x' }], 1)).toBeNull();
    expect(wellFormedFileIds(['a/b'], 1)).toBeNull();
    expect(wellFormedFileIds([''], 1)).toBeNull();
    expect(wellFormedFileIds(['a', 'b'], 3)).toBeNull();
    expect(wellFormedFileIds('a', 1)).toBeNull();
    expect(wellFormedFileIds(undefined, 1)).toBeNull();
  });
});
