/**
 * A fake DocumentProcessorService on loopback for tests: the real client library talks to it
 * over an insecure gRPC channel. It answers with an Invoice Parser document, an error status
 * or a late answer, and remembers the requests it was sent.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type GrpcObject,
  loadPackageDefinition,
  type sendUnaryData,
  Server,
  ServerCredentials,
  type ServerUnaryCall,
  type ServiceClientConstructor,
  status,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';

const require = createRequire(import.meta.url);
const protoRoot = join(dirname(require.resolve('@google-cloud/documentai/package.json')), 'build', 'protos');
// google-gax (the client's transport) ships the common google/api and google/rpc protos.
const gaxEntry = createRequire(require.resolve('@google-cloud/documentai')).resolve('google-gax');
const gaxProtos = join(gaxEntry.slice(0, gaxEntry.lastIndexOf('/build/')), 'build', 'protos');

export type FakeBehaviour = 'ok' | 'error' | 'slow';
export interface FakeRequest {
  name?: string;
  rawDocument?: { mimeType?: string; content?: Buffer };
}

const money = (units: number) => ({ moneyValue: { currencyCode: 'EUR', units: String(units), nanos: 0 } });

/** What the Invoice Parser returns for F-2025/0012: 1.000,00 + 21 % VAT = 1.210,00. */
export const fakeInvoiceDocument = {
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

export interface FakeDocumentAi {
  port: number;
  behaviour: FakeBehaviour;
  document: unknown;
  requests: FakeRequest[];
  stop(): void;
}

export async function startFakeDocumentAi(): Promise<FakeDocumentAi> {
  const definition = loadSync('google/cloud/documentai/v1/document_processor_service.proto', {
    includeDirs: [protoRoot, gaxProtos],
    keepCase: false,
    longs: String,
    enums: String,
    defaults: false,
    oneofs: true,
  });
  const loaded = loadPackageDefinition(definition) as GrpcObject;
  const v1 = (((loaded.google as GrpcObject).cloud as GrpcObject).documentai as GrpcObject).v1 as GrpcObject;
  const service = (v1.DocumentProcessorService as ServiceClientConstructor).service;
  const server = new Server();
  const fake: FakeDocumentAi = {
    port: 0,
    behaviour: 'ok',
    document: fakeInvoiceDocument,
    requests: [],
    stop: () => server.forceShutdown(),
  };
  server.addService(service, {
    processDocument: (call: ServerUnaryCall<FakeRequest, unknown>, callback: sendUnaryData<unknown>) => {
      fake.requests.push(call.request);
      if (fake.behaviour === 'error') callback({ code: status.PERMISSION_DENIED, details: 'processor disabled' });
      else if (fake.behaviour === 'slow') setTimeout(() => callback(null, { document: fake.document }), 1500);
      else callback(null, { document: fake.document });
    },
  });
  fake.port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
  return fake;
}
