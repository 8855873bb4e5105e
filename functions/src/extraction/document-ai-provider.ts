/**
 * The optional Document AI provider: sends the file to an Invoice Parser processor and maps
 * the returned Document with the domain's pure mapping, so its values go through the same
 * validation as the local engine. Any failure (unreachable endpoint, error status, deadline)
 * becomes a result with `extraction/provider-error` or `extraction/provider-timeout`; the
 * caller decides whether to fall back to the local extractor. No firebase-functions import.
 */
import type { DocumentProcessorServiceClient } from '@google-cloud/documentai';
import { credentials, status } from '@grpc/grpc-js';
import { failedResult } from '@factoria/domain/extraction/build-result';
import { type DocumentAiDocument, mapDocumentAiDocument } from '@factoria/domain/extraction/document-ai-mapping';
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';

export interface DocumentAiProviderConfig {
  projectId: string;
  /** Processor location: `eu` or `us`. */
  location: string;
  processorId: string;
  /** Defaults to `<location>-documentai.googleapis.com`. */
  apiEndpoint?: string | undefined;
  port?: number | undefined;
  /** Plain-text gRPC without credentials: only for a fake server on loopback in tests. */
  insecure?: boolean | undefined;
  timeoutMs?: number | undefined;
}

export interface DocumentAiExtractionContext {
  companyTaxId?: string | undefined;
  mimeType?: string | undefined;
}

export interface DocumentAiProvider {
  extract(bytes: Uint8Array, context?: DocumentAiExtractionContext): Promise<ExtractionResult>;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 60_000;

export function createDocumentAiProvider(config: DocumentAiProviderConfig): DocumentAiProvider {
  // Loaded on first use: every function of the bundle would otherwise pay for the client
  // library (about 200 ms) when a process starts, also where the local extractor is used.
  let connecting: Promise<{ client: DocumentProcessorServiceClient; name: string }> | undefined;
  const connect = () =>
    (connecting ??= import('@google-cloud/documentai').then(({ DocumentProcessorServiceClient: Client }) => {
      const client = new Client({
        apiEndpoint: config.apiEndpoint ?? `${config.location}-documentai.googleapis.com`,
        ...(config.port ? { port: config.port } : {}),
        ...(config.insecure ? { sslCreds: credentials.createInsecure() } : {}),
      });
      return { client, name: client.processorPath(config.projectId, config.location, config.processorId) };
    }));
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async extract(bytes, context = {}) {
      const started = performance.now();
      try {
        const { client, name } = await connect();
        const [response] = await client.processDocument(
          { name, rawDocument: { content: Buffer.from(bytes), mimeType: context.mimeType ?? 'application/pdf' } },
          // Cloud Tasks retries the whole task; a retry inside the call would only eat its deadline.
          { timeout, retry: null },
        );
        const document = (response.document ?? {}) as DocumentAiDocument;
        return mapDocumentAiDocument(document, { companyTaxId: context.companyTaxId, ms: performance.now() - started });
      } catch (error) {
        const code = (error as { code?: number }).code === status.DEADLINE_EXCEEDED ? 'extraction/provider-timeout' : 'extraction/provider-error';
        return failedResult(code, 0, performance.now() - started, 'invoice', 'documentai');
      }
    },
    async close() {
      if (connecting) await (await connecting).client.close();
    },
  };
}
