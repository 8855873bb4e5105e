/**
 * Runs the extraction engine in a worker thread kept warm between files, one file at a time,
 * and stops it when a file outlives its time limit or the worker's heap limit: pdf.js parses a
 * page synchronously, so a hostile page cannot be bounded from inside (the engine's own budget
 * is checked only between stages). A stopped file gets a result with the reason
 * (`pdf/timeout`, `pdf/too-complex`, `extraction/internal-error`), never an exception, and a
 * fresh worker starts warming at once for the next file.
 */
import { Worker } from 'node:worker_threads';
import { failedResult } from '@factoria/domain/extraction/build-result';
import type { ExtractionContext } from '@factoria/domain/extraction/extraction-context';
import type { IssueCode } from '@factoria/domain/invoice/issue-codes';
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import type { ExtractionRequest } from './extraction-worker';

export interface ThreadOptions {
  /** V8 heap of the worker, in MB; going over it stops the file with `pdf/too-complex`. */
  heapMb: number;
}

/** How long a new worker may take to load pdf.js before a file is given up on. */
const START_LIMIT_MS = 120_000;

type Outcome = { result: ExtractionResult } | { stopped: IssueCode };

interface Running {
  worker: Worker;
  ready: Promise<void>;
}

export class ExtractionThread {
  private running: Running | null = null;
  private turn: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private settle: ((outcome: Outcome) => void) | null = null;

  constructor(private readonly options: ThreadOptions) {}

  /** Starts the worker (loading pdf.js) ahead of the first file; resolves when it is ready. */
  warm(): Promise<void> {
    return this.start().ready;
  }

  /** Extracts one file; calls wait for each other. `limitMs` counts from when the worker takes the file. */
  extract(bytes: Uint8Array, context: ExtractionContext, limitMs: number): Promise<ExtractionResult> {
    const run = this.turn.then(() => this.run(bytes, context, limitMs));
    this.turn = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = null;
    if (running) await running.worker.terminate();
  }

  private async run(bytes: Uint8Array, context: ExtractionContext, limitMs: number): Promise<ExtractionResult> {
    const { worker, ready } = this.start();
    const readyInTime = await Promise.race([ready.then(() => true), delay(START_LIMIT_MS).then(() => false)]);
    if (!readyInTime) return this.stop(worker, 'extraction/internal-error', 0);
    const started = performance.now();
    const outcome = new Promise<Outcome>((resolve) => (this.settle = resolve));
    const copy = bytes.slice();
    const request: ExtractionRequest = { id: this.nextId++, bytes: copy, context };
    worker.postMessage(request, [copy.buffer]);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve({ stopped: 'pdf/timeout' }), limitMs);
    });
    const settled = await Promise.race([outcome, timeout]);
    clearTimeout(timer);
    this.settle = null;
    if ('result' in settled) return settled.result;
    return this.stop(worker, settled.stopped, performance.now() - started);
  }

  /** Ends the worker that held the file and starts warming the next one. */
  private async stop(worker: Worker, code: IssueCode, ms: number): Promise<ExtractionResult> {
    this.forget(worker);
    await worker.terminate();
    void this.warm();
    return failedResult(code, 0, ms);
  }

  private start(): Running {
    if (this.running) return this.running;
    const entry = workerEntry();
    const worker = new Worker(entry.url, {
      execArgv: entry.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    // An idle warm worker must not keep a CLI or a test process alive.
    worker.unref();
    const ready = new Promise<void>((resolve) => {
      worker.on('message', (message: { ready?: boolean; id?: number; result?: ExtractionResult }) => {
        if (message.ready) resolve();
        else if (message.result && this.isCurrent(worker)) this.settle?.({ result: message.result });
      });
    });
    // Events of a worker already stopped (its exit after terminate()) concern no file.
    worker.on('error', (error: Error & { code?: string }) => {
      if (!this.forget(worker)) return;
      this.settle?.({ stopped: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'pdf/too-complex' : 'extraction/internal-error' });
    });
    worker.on('exit', () => {
      if (this.forget(worker)) this.settle?.({ stopped: 'extraction/internal-error' });
    });
    this.running = { worker, ready };
    return this.running;
  }

  private isCurrent(worker: Worker): boolean {
    return this.running?.worker === worker;
  }

  /** Drops the worker if it is the current one; whether it was. */
  private forget(worker: Worker): boolean {
    if (!this.isCurrent(worker)) return false;
    this.running = null;
    return true;
  }
}

/** The bundle ships the worker as lib/extraction-worker.js; from source (tests) tsx runs the .ts. */
function workerEntry(): { url: URL; execArgv: string[] | undefined } {
  return import.meta.url.endsWith('.ts')
    ? { url: new URL('./extraction-worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] }
    : { url: new URL('./extraction-worker.js', import.meta.url), execArgv: undefined };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
