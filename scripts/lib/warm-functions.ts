/**
 * Warms the functions a person's first files go through (an upload or a mailed invoice), right
 * after the emulators are ready, so the first files after a start do not pay for it (issue 20,
 * item 3; issue 17's first-message figure):
 *   - the mail intake gets a GET it refuses (405), which starts its process;
 *   - the quick lane's processes each get a task for a file that does not exist (dropped before
 *     any work), which starts them, and then one upload's worth of real invoices goes the whole
 *     way (warm-invoice-pipeline.ts), which starts their extraction threads and pdf.js, lets the
 *     Firestore emulator and V8 compile their hot paths, and leaves nothing behind.
 * The processes stay, idle and warm. Best effort and bounded: a failure or a slow answer only
 * means the first real request pays the start, as before.
 */
import type { Ports } from './emulator-ports.ts';
import { WARM_UP_FILES, warmInvoicePipeline } from './warm-invoice-pipeline.ts';

const WARM_BOUND_MS = 60_000;
/** The quick lane's processes on the emulators (emulator-stack.ts, WORKERS_PER_FUNCTION). */
const QUICK_LANE_PROCESSES = 2;

const NO_FILE_TASK = {
  data: {
    bucket: 'warm-up', objectPath: 'warm-up/none.pdf', accountId: 'warm-up', companyId: 'warm-up', batchId: 'warm-up',
    fileId: 'warm-up', fileName: 'none.pdf', size: 1, uploadedBy: 'warm-up', uploadedAt: 0,
  },
};

export async function warmFunctions(ports: Ports, projectId: string, host = '127.0.0.1'): Promise<void> {
  const deadline = Date.now() + WARM_BOUND_MS;
  const signal = AbortSignal.timeout(WARM_BOUND_MS);
  const url = (name: string) => `http://${host}:${ports.functions}/${projectId}/europe-west1/${name}`;
  const settle = (response: Promise<Response>) => response.then((answer) => answer.arrayBuffer(), () => undefined);
  await Promise.allSettled([
    settle(fetch(url('receiveMail'), { method: 'GET', signal })),
    ...Array.from({ length: QUICK_LANE_PROCESSES }, () =>
      settle(fetch(url('processInvoice'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(NO_FILE_TASK), signal })),
    ),
  ]);
  await warmInvoicePipeline(ports, projectId, WARM_UP_FILES, deadline).catch(() => undefined);
}
