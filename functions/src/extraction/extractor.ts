/**
 * The extractor the invoice task uses, chosen by configuration (EXTRACTOR_PROVIDER):
 * - `local` (default): the domain engine alone; no network.
 * - `documentai`: the local engine first; only a file it read from its text layer or by OCR
 *   and could not validate is sent to the Document AI Invoice Parser, and that answer is kept
 *   only when it passes every check. E-invoice XML and QR evidence are stronger than any
 *   parser, an unreadable or protected file cannot be helped by one, and a provider failure
 *   leaves the local result in place: a file never ends worse off for having asked.
 * The local engine always runs in a worker thread (extraction-thread.ts) that a file's time
 * limit or the heap limit stops; the thread stays warm between files.
 * No firebase-functions import: the task reads the parameters and passes them in.
 */
import { EXTRACTION_DEFAULTS, type ExtractionContext } from '@factoria/domain/extraction/extraction-context';
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import { createDocumentAiProvider, type DocumentAiProvider, type DocumentAiProviderConfig } from './document-ai-provider';
import { ExtractionThread } from './extraction-thread';

export interface ExtractorSettings {
  /** `local` or `documentai`. */
  provider: string;
  /** `projects/{p}/locations/{l}/processors/{id}`. */
  processor: string;
  /** `host` or `host:port`; a loopback host is spoken to without TLS (a fake server in tests). */
  endpoint: string;
  timeoutMs?: number | undefined;
  /** Heap of the extraction worker thread, in MB (default 1024). */
  heapMb?: number | undefined;
}

/** Past the engine's own budget, the time a file gets before its worker is stopped. */
export const STOP_GRACE_MS = 5_000;

export interface Extractor {
  readonly provider: 'local' | 'documentai';
  /**
   * `limitMs`: the file's worker is stopped after this long (`pdf/timeout`); by default the
   * engine's time budget plus STOP_GRACE_MS.
   */
  extract(bytes: Uint8Array, context: ExtractionContext, limitMs?: number): Promise<ExtractionResult>;
  close(): Promise<void>;
}

export class ExtractorConfigError extends Error {
  override name = 'ExtractorConfigError';
}

const PROCESSOR = /^projects\/([^/]+)\/locations\/([^/]+)\/processors\/([^/]+)$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Reads the settings; a `documentai` provider with a malformed processor name is refused. */
export function documentAiConfig(settings: ExtractorSettings): DocumentAiProviderConfig {
  const match = PROCESSOR.exec(settings.processor.trim());
  if (!match) {
    throw new ExtractorConfigError(
      `DOCUMENT_AI_PROCESSOR must be projects/{project}/locations/{location}/processors/{id}, got "${settings.processor}"`,
    );
  }
  const [, projectId = '', location = '', processorId = ''] = match;
  const endpoint = settings.endpoint.trim();
  const portAt = endpoint.lastIndexOf(':');
  const hasPort = portAt > 0 && /^\d+$/.test(endpoint.slice(portAt + 1)) && !endpoint.endsWith(']');
  const host = hasPort ? endpoint.slice(0, portAt) : endpoint;
  return {
    projectId,
    location,
    processorId,
    apiEndpoint: host || undefined,
    port: hasPort ? Number(endpoint.slice(portAt + 1)) : undefined,
    insecure: LOOPBACK.has(host),
    timeoutMs: settings.timeoutMs,
  };
}

export function createExtractor(settings: ExtractorSettings): Extractor {
  const provider = settings.provider.trim().toLowerCase() || 'local';
  if (provider !== 'local' && provider !== 'documentai') {
    throw new ExtractorConfigError(`EXTRACTOR_PROVIDER must be "local" or "documentai", got "${settings.provider}"`);
  }
  const remote = provider === 'documentai' ? createDocumentAiProvider(documentAiConfig(settings)) : null;
  const engineThread = sharedThread(settings.heapMb ?? 1024);
  const local: LocalEngine = (bytes, context, limitMs) =>
    engineThread.extract(bytes, context, limitMs ?? (context.timeBudgetMs ?? EXTRACTION_DEFAULTS.timeBudgetMs) + STOP_GRACE_MS);
  return {
    provider,
    extract: remote ? (bytes, context, limitMs) => extractWithDocumentAi(local, remote, bytes, context, limitMs) : local,
    close: async () => {
      await remote?.close();
    },
  };
}

let thread: { heapMb: number; thread: ExtractionThread } | null = null;

/** One warm worker per process, whatever the number of extractors (a task instance has one). */
function sharedThread(heapMb: number): ExtractionThread {
  if (thread?.heapMb !== heapMb) {
    void thread?.thread.close();
    thread = { heapMb, thread: new ExtractionThread({ heapMb }) };
    void thread.thread.warm();
  }
  return thread.thread;
}

/** Resolves when the process's extraction worker has loaded pdf.js. */
export function warmExtractionThread(heapMb = 1024): Promise<void> {
  return sharedThread(heapMb).warm();
}

/** Stops the warm worker (a CLI or a test process that is done extracting). */
export async function closeExtractionThread(): Promise<void> {
  const current = thread;
  thread = null;
  await current?.thread.close();
}

type LocalEngine = (bytes: Uint8Array, context: ExtractionContext, limitMs?: number) => Promise<ExtractionResult>;

async function extractWithDocumentAi(
  engine: LocalEngine,
  remote: DocumentAiProvider,
  bytes: Uint8Array,
  context: ExtractionContext,
  limitMs: number | undefined,
) {
  const local = await engine(bytes, context, limitMs);
  if (!worthAsking(local)) return local;
  const answer = await remote.extract(bytes, { companyTaxId: context.companyTaxId });
  return preferredResult(local, answer);
}

/** Only a layout the local engine read but could not validate is worth a paid call. */
export function worthAsking(local: ExtractionResult): boolean {
  return (local.evidence === 'text' || local.evidence === 'ocr') && local.status === 'has-errors';
}

/** The provider's answer replaces the local one only when it passes every check. */
export function preferredResult(local: ExtractionResult, remote: ExtractionResult): ExtractionResult {
  if (remote.status !== 'successful') return local;
  return {
    ...remote,
    evidenceFound: [...new Set([...remote.evidenceFound, ...local.evidenceFound])],
    timings: { ...remote.timings, ms: local.timings.ms + remote.timings.ms },
  };
}
