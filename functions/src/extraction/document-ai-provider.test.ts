/**
 * The Document AI provider against a fake DocumentProcessorService on loopback, using the real
 * client library over an insecure gRPC channel: success, an error status, and a deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentAiProvider } from './document-ai-provider';
import { type FakeDocumentAi, startFakeDocumentAi } from './fake-document-ai.testing';

let fake: FakeDocumentAi;
beforeAll(async () => {
  fake = await startFakeDocumentAi();
});
afterAll(() => fake.stop());

const provider = (timeoutMs = 5000) =>
  createDocumentAiProvider({ projectId: 'demo-factoria', location: 'eu', processorId: 'fake-invoice-parser', apiEndpoint: '127.0.0.1', port: fake.port, insecure: true, timeoutMs });

describe('Document AI provider', () => {
  it('sends the file to the processor and validates the mapped result', async () => {
    fake.behaviour = 'ok';
    const client = provider();
    const result = await client.extract(new Uint8Array([37, 80, 68, 70]), { companyTaxId: 'A08370314' });
    await client.close();
    const lastRequest = fake.requests.at(-1) ?? {};
    expect(lastRequest.name).toBe('projects/demo-factoria/locations/eu/processors/fake-invoice-parser');
    expect(lastRequest.rawDocument?.mimeType).toBe('application/pdf');
    expect([...(lastRequest.rawDocument?.content ?? [])]).toEqual([37, 80, 68, 70]);
    expect(result).toMatchObject({
      extractor: 'documentai',
      evidence: 'documentai',
      number: 'F-2025/0012',
      date: '2025-03-07',
      supplierTaxId: 'B64717838',
      total: 1210,
      vatLines: [{ rate: 21, base: 1000, cuota: 210 }],
    });
    expect(result.status).toBe('successful');
  });

  it('maps an error status to extraction/provider-error', async () => {
    fake.behaviour = 'error';
    const client = provider();
    const result = await client.extract(new Uint8Array([1]));
    await client.close();
    expect(result.status).toBe('has-errors');
    expect(result.issues).toEqual([{ field: 'document', code: 'extraction/provider-error', severity: 'error' }]);
  });

  it('gives up at the deadline with extraction/provider-timeout', async () => {
    fake.behaviour = 'slow';
    const client = provider(300);
    const started = Date.now();
    const result = await client.extract(new Uint8Array([1]));
    await client.close();
    expect(Date.now() - started).toBeLessThan(1400);
    expect(result.issues[0]?.code).toBe('extraction/provider-timeout');
  });

  it('reports an unreachable endpoint as extraction/provider-error', async () => {
    const client = createDocumentAiProvider({ projectId: 'p', location: 'eu', processorId: 'x', apiEndpoint: '127.0.0.1', port: 1, insecure: true, timeoutMs: 2000 });
    const result = await client.extract(new Uint8Array([1]));
    await client.close();
    expect(result.issues[0]?.code).toMatch(/^extraction\/provider-(error|timeout)$/);
  });
});
