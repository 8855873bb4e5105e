/**
 * Parameters of the invoice pipeline (values in functions/.env*, per project). Locally the
 * emulated projects (functions/.env.demo-*) dispatch fewer extraction tasks at once: the
 * emulator runs each in a process of its own on the developer's few cores, where 50 at once
 * only thrash. A deployment keeps the default and fans out over instances.
 */
import { defineInt } from 'firebase-functions/params';

export const invoiceTaskConcurrency = defineInt('INVOICE_TASK_CONCURRENCY', { default: 50 });
