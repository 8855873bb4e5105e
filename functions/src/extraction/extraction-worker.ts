/**
 * The worker thread one extraction runs in (extraction-thread.ts starts it). It loads pdf.js
 * as soon as it starts, so the first file finds it warm, then extracts one file per message.
 * Everything hostile input can make unbounded (pdf.js parsing a page, a canvas render) runs
 * here, where the task's thread can stop it with `terminate()`.
 */
import { parentPort } from 'node:worker_threads';
import { extractInvoice } from '@factoria/domain/extraction/extract-invoice';
import type { ExtractionContext } from '@factoria/domain/extraction/extraction-context';
import { loadPdfjs } from '@factoria/domain/extraction/pdf/pdf-runtime';

export interface ExtractionRequest {
  id: number;
  bytes: Uint8Array;
  context: ExtractionContext;
}

const port = parentPort;
if (port) {
  void loadPdfjs()
    .then(() => port.postMessage({ ready: true }))
    .catch(() => port.postMessage({ ready: true }));
  port.on('message', async (request: ExtractionRequest) => {
    const result = await extractInvoice(request.bytes, request.context);
    port.postMessage({ id: request.id, result });
  });
}
