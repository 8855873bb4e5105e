/**
 * The configured extractor: `local` never calls out; `documentai` asks the Invoice Parser
 * (a fake one on loopback, through the real client) only about files the local engine read
 * but could not validate, and keeps its answer only when that answer passes every check.
 */
import { invoicePdf as domainInvoicePdf } from '@factoria/domain/extraction/testing/invoice-pdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeExtractionThread,
  createExtractor,
  documentAiConfig,
  ExtractorConfigError,
  type ExtractorSettings,
  warmExtractionThread,
} from './extractor';
import { type FakeDocumentAi, startFakeDocumentAi } from './fake-document-ai.testing';

const COMPANY = 'A08370314';
/** The domain's test invoice; another `total` breaks its arithmetic. */
const invoicePdf = (total?: string) => domainInvoicePdf(total ? { total } : {});
let fake: FakeDocumentAi;
beforeAll(async () => {
  fake = await startFakeDocumentAi();
  // The engine's worker thread loads pdf.js once for every test.
  await warmExtractionThread();
}, 60_000);
afterAll(async () => {
  await closeExtractionThread();
  fake.stop();
});
beforeEach(() => {
  fake.behaviour = 'ok';
  fake.requests.length = 0;
});

const documentAi = (overrides: Partial<ExtractorSettings> = {}): ExtractorSettings => ({
  provider: 'documentai',
  processor: 'projects/demo-factoria/locations/eu/processors/fake-invoice-parser',
  endpoint: `127.0.0.1:${fake.port}`,
  timeoutMs: 5000,
  ...overrides,
});

describe('the local extractor (default)', () => {
  it('reads the file without calling any provider', async () => {
    const extractor = createExtractor({ provider: 'local', processor: '', endpoint: `127.0.0.1:${fake.port}` });
    const result = await extractor.extract(await invoicePdf('1.300,00 €'), { companyTaxId: COMPANY });
    await extractor.close();
    expect(extractor.provider).toBe('local');
    expect(result.status).toBe('has-errors');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the documentai extractor', () => {
  it('keeps a file the local engine validated and does not pay for a call', async () => {
    const extractor = createExtractor(documentAi());
    const result = await extractor.extract(await invoicePdf(), { companyTaxId: COMPANY });
    await extractor.close();
    expect(result).toMatchObject({ status: 'successful', evidence: 'text', total: 1210 });
    expect(fake.requests).toHaveLength(0);
  });

  it('asks the parser about a file that failed its checks and takes an answer that passes them', async () => {
    const extractor = createExtractor(documentAi());
    const bytes = await invoicePdf('1.300,00 €');
    const result = await extractor.extract(bytes, { companyTaxId: COMPANY });
    await extractor.close();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.name).toBe('projects/demo-factoria/locations/eu/processors/fake-invoice-parser');
    expect(fake.requests[0]?.rawDocument?.content?.length).toBe(bytes.length);
    expect(result).toMatchObject({ status: 'successful', evidence: 'documentai', extractor: 'documentai', total: 1210 });
    expect(result.evidenceFound).toEqual(['documentai', 'text']);
  });

  it('keeps the local result when the parser answer fails the checks too', async () => {
    fake.document = { text: 'FACTURA', entities: [{ type: 'invoice_id', mentionText: 'F-1', confidence: 0.9 }] };
    try {
      const extractor = createExtractor(documentAi());
      const result = await extractor.extract(await invoicePdf('1.300,00 €'), { companyTaxId: COMPANY });
      await extractor.close();
      expect(fake.requests).toHaveLength(1);
      expect(result).toMatchObject({ status: 'has-errors', evidence: 'text', total: 1300 });
    } finally {
      const { fakeInvoiceDocument } = await import('./fake-document-ai.testing');
      fake.document = fakeInvoiceDocument;
    }
  });

  it('keeps the local result when the parser fails or is late', async () => {
    for (const behaviour of ['error', 'slow'] as const) {
      fake.behaviour = behaviour;
      const extractor = createExtractor(documentAi({ timeoutMs: 300 }));
      const result = await extractor.extract(await invoicePdf('1.300,00 €'), { companyTaxId: COMPANY });
      await extractor.close();
      expect(result).toMatchObject({ status: 'has-errors', evidence: 'text', total: 1300 });
      expect(result.issues.some((issue) => issue.code.startsWith('extraction/provider'))).toBe(false);
    }
  });

  it('does not send a file that is not a PDF at all', async () => {
    const extractor = createExtractor(documentAi());
    const result = await extractor.extract(new TextEncoder().encode('hello'), { companyTaxId: COMPANY });
    await extractor.close();
    expect(result.evidence).toBe('none');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('configuration', () => {
  it('reads the processor name and a host:port endpoint; only loopback goes without TLS', () => {
    expect(documentAiConfig(documentAi({ endpoint: '127.0.0.1:8443' }))).toMatchObject({
      projectId: 'demo-factoria',
      location: 'eu',
      processorId: 'fake-invoice-parser',
      apiEndpoint: '127.0.0.1',
      port: 8443,
      insecure: true,
    });
    expect(documentAiConfig(documentAi({ endpoint: 'eu-documentai.googleapis.com' }))).toMatchObject({
      apiEndpoint: 'eu-documentai.googleapis.com',
      port: undefined,
      insecure: false,
    });
  });

  it('refuses an unknown provider or a malformed processor name', () => {
    expect(() => createExtractor(documentAi({ provider: 'textract' }))).toThrow(ExtractorConfigError);
    expect(() => createExtractor(documentAi({ processor: 'fake-invoice-parser' }))).toThrow(/DOCUMENT_AI_PROCESSOR/);
  });
});
