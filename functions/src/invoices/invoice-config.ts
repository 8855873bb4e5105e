/**
 * Parameters of the invoice pipeline (values in functions/.env*, per project). Locally the
 * emulated projects (functions/.env.demo-*) dispatch fewer extraction tasks at once: the
 * emulator runs each in a process of its own on the developer's few cores, where 50 at once
 * only thrash. A deployment keeps the defaults and fans out over instances.
 */
import { defineInt } from 'firebase-functions/params';

/** Quick-lane tasks at once (processInvoice). */
export const invoiceTaskConcurrency = defineInt('INVOICE_TASK_CONCURRENCY', { default: 50 });

/** Slow-lane tasks at once (processSlowInvoice: OCR, big files, pages past the quick limit). */
export const slowInvoiceTaskConcurrency = defineInt('SLOW_INVOICE_TASK_CONCURRENCY', { default: 20 });

/** How long the quick lane reads a file before handing it to the slow lane (ms). */
export const quickLaneLimitMs = defineInt('QUICK_LANE_LIMIT_MS', { default: 3000 });

/** Heap of the extraction worker thread (MB); a file that needs more fails as `pdf/too-complex`. */
export const extractionHeapMb = defineInt('EXTRACTION_HEAP_MB', { default: 1024 });
