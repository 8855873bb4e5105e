/**
 * The Document AI provider against a fake DocumentProcessorService on loopback, using the real
 * client library over an insecure gRPC channel: success, an error status, and a deadline.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type GrpcObject,
  type sendUnaryData,
  Server,
  ServerCredentials,
  type ServerUnaryCall,
  type ServiceClientConstructor,
  status,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentAiProvider } from './document-ai-provider';

const require = createRequire(import.meta.url);
const protoRoot = join(dirname(require.resolve('@google-cloud/documentai/package.json')), 'build', 'protos');
// google-gax (the client's transport) ships the common google/api and google/rpc protos.
const gaxEntry = createRequire(require.resolve('@google-cloud/documentai')).resolve('google-gax');
const gaxProtos = join(gaxEntry.slice(0, gaxEntry.lastIndexOf('/build/')), 'build', 'protos');

type Behaviour = 'ok' | 'error' | 'slow';
let behaviour: Behaviour = 'ok';
let lastRequest: { name?: string; rawDocument?: { mimeType?: string; content?: Buffer } } = {};
let server: Server;
let port = 0;

const money = (units: number) => ({ moneyValue: { currencyCode: 'EUR', units: String(units), nanos: 0 } });
const invoiceDocument = {
  text: 'FACTURA F-2025/0012',
  entities: [
    { type: 'invoice_id', mentionText: 'F-2025/0012', confidence: 0.98 },
    { type: 'invoice_date', mentionText: '07/03/2025', confidence: 0.97, normalizedValue: { dateValue: { year: 2025, month: 3, day: 7 } } },
    { type: 'supplier_name', mentionText: 'Suministros Ejemplo SL', confidence: 0.95 },
    { type: 'supplier_tax_id', mentionText: 'B64717838', confidence: 0.96 },
    { type: 'receiver_tax_id', mentionText: 'A08370314', confidence: 0.96 },
    { type: 'total_amount', mentionText: '1.210,00 €', confidence: 0.97, normalizedValue: money(1210) },
    {
      type: 'vat',
      mentionText: '21% 1.000,00 210,00',
      confidence: 0.93,
      properties: [
        { type: 'vat/tax_rate', mentionText: '21%', confidence: 0.93 },
        { type: 'vat/amount', mentionText: '1.000,00', confidence: 0.93 },
        { type: 'vat/tax_amount', mentionText: '210,00', confidence: 0.93 },
      ],
    },
  ],
};

beforeAll(async () => {
  const definition = loadSync('google/cloud/documentai/v1/document_processor_service.proto', {
    includeDirs: [protoRoot, gaxProtos],
    keepCase: false,
    longs: String,
    enums: String,
    defaults: false,
    oneofs: true,
  });
  const { loadPackageDefinition } = await import('@grpc/grpc-js');
  const loaded = loadPackageDefinition(definition) as GrpcObject;
  const v1 = ((((loaded.google as GrpcObject).cloud as GrpcObject).documentai as GrpcObject).v1 as GrpcObject);
  const service = (v1.DocumentProcessorService as ServiceClientConstructor).service;
  server = new Server();
  server.addService(service, {
    processDocument: (call: ServerUnaryCall<typeof lastRequest, unknown>, callback: sendUnaryData<unknown>) => {
      lastRequest = call.request;
      if (behaviour === 'error') callback({ code: status.PERMISSION_DENIED, details: 'processor disabled' });
      else if (behaviour === 'slow') setTimeout(() => callback(null, { document: invoiceDocument }), 1500);
      else callback(null, { document: invoiceDocument });
    },
  });
  port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
});

afterAll(() => {
  server.forceShutdown();
});

const provider = (timeoutMs = 5000) =>
  createDocumentAiProvider({ projectId: 'demo-factoria', location: 'eu', processorId: 'fake-invoice-parser', apiEndpoint: '127.0.0.1', port, insecure: true, timeoutMs });

describe('Document AI provider', () => {
  it('sends the file to the processor and validates the mapped result', async () => {
    behaviour = 'ok';
    const client = provider();
    const result = await client.extract(new Uint8Array([37, 80, 68, 70]), { companyTaxId: 'A08370314' });
    await client.close();
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
    behaviour = 'error';
    const client = provider();
    const result = await client.extract(new Uint8Array([1]));
    await client.close();
    expect(result.status).toBe('has-errors');
    expect(result.issues).toEqual([{ field: 'document', code: 'extraction/provider-error', severity: 'error' }]);
  });

  it('gives up at the deadline with extraction/provider-timeout', async () => {
    behaviour = 'slow';
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
