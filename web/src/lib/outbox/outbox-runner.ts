/**
 * Sends what waits in the outbox while a user is signed in: creates each batch document once
 * online, uploads its files (a few at a time, with progress), tells the server about files the
 * user cancelled, and pauses while the browser is offline. Only one tab runs it (a Web Lock);
 * the others only write the queue. Loaded on demand, so signed-out pages never download it.
 */
import { httpsCallable } from 'firebase/functions';
import type { OutboxBatch, OutboxFile } from '../db/local-db';
import { localDb } from '../db/local-db';
import { functions } from '../firebase/functions';
import { commitBatch } from './commit-batch';
import { onOutboxWake } from './outbox-signal';
import { markFailed, markUploaded, pruneFinished, transition } from './outbox-store';
import { startUpload, type RunningUpload } from './upload-file';

const PARALLEL_UPLOADS = 4;
const PROGRESS_WRITE_MS = 250;
const RETRY_MS = 5000;
const FINISHED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface RunnerUser {
  uid: string;
  accountId: string;
}

export class OutboxRunner {
  private readonly uploads = new Map<string, RunningUpload>();
  private readonly toldCancelled = new Set<string>();
  private passing = false;
  private again = false;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly cleanups: (() => void)[] = [];

  constructor(private readonly user: RunnerUser) {}

  start(): void {
    const wake = () => void this.pass();
    const offline = () => this.uploads.forEach((upload) => upload.task.pause());
    const online = () => {
      this.uploads.forEach((upload) => upload.task.resume());
      wake();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    this.cleanups.push(
      () => window.removeEventListener('online', online),
      () => window.removeEventListener('offline', offline),
      onOutboxWake(wake),
    );
    void pruneFinished(localDb, this.user.accountId, FINISHED_KEPT_MS).finally(wake);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.cleanups.forEach((cleanup) => cleanup());
    this.uploads.forEach((upload) => upload.task.cancel());
  }

  /** One look at the whole queue; calls made during a pass run one more pass after it. */
  private async pass(): Promise<void> {
    if (this.passing) {
      this.again = true;
      return;
    }
    this.passing = true;
    try {
      do {
        this.again = false;
        if (this.stopped || !navigator.onLine) return;
        await this.step();
      } while (this.again);
    } finally {
      this.passing = false;
    }
  }

  private async step(): Promise<void> {
    const batches = (await localDb.outboxBatches.where('accountId').equals(this.user.accountId).toArray())
      .filter((batch) => batch.uid === this.user.uid);
    const files = await localDb.outboxFiles.where('accountId').equals(this.user.accountId).toArray();
    for (const batch of batches) {
      const own = files.filter((file) => file.batchId === batch.batchId);
      if (batch.committedAt === null) await this.commit(batch, own);
      else await this.serve(batch, own);
    }
  }

  private async commit(batch: OutboxBatch, files: OutboxFile[]): Promise<void> {
    if (!files.some((file) => file.status === 'queued' || file.status === 'uploading')) {
      if (files.every((file) => file.status === 'cancelled')) await localDb.outboxBatches.delete(batch.batchId);
      return;
    }
    // Failed files stay in the batch: the user may still retry or discard each of them.
    const sending = files.filter((file) => file.status !== 'cancelled');
    const result = await commitBatch(batch, sending.map((file) => file.fileId));
    if (result.ok) {
      // Files the server's batch does not hold (picked in another attempt) can never be sent.
      for (const file of files.filter((item) => !result.fileIds.includes(item.fileId))) {
        await transition(localDb, file.fileId, ['queued', 'uploading', 'failed'], { status: 'cancelled', blob: new Blob([]) });
      }
      await localDb.outboxBatches.update(batch.batchId, { committedAt: Date.now(), fileCount: result.fileIds.length });
      this.again = true;
    } else if (result.error) {
      for (const file of sending) await markFailed(localDb, file.fileId, result.error);
    } else {
      this.retryLater();
    }
  }

  private async serve(batch: OutboxBatch, files: OutboxFile[]): Promise<void> {
    for (const file of files) {
      const running = this.uploads.get(file.fileId);
      if (file.status === 'cancelled') {
        running?.task.cancel();
        await this.tellCancelled(batch, file);
      } else if ((file.status === 'queued' || file.status === 'uploading') && !running && this.uploads.size < PARALLEL_UPLOADS) {
        this.upload(file);
      }
    }
  }

  private upload(file: OutboxFile): void {
    let lastWrite = 0;
    const running = startUpload(file, this.user.uid, (bytes) => {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_WRITE_MS) return;
      lastWrite = now;
      void transition(localDb, file.fileId, ['queued', 'uploading'], { status: 'uploading', bytesTransferred: bytes });
    });
    this.uploads.set(file.fileId, running);
    void transition(localDb, file.fileId, ['queued'], { status: 'uploading', bytesTransferred: 0 });
    void running.done.then(async (outcome) => {
      this.uploads.delete(file.fileId);
      if (outcome === 'uploaded') await markUploaded(localDb, file.fileId);
      else if (outcome === 'denied') await markFailed(localDb, file.fileId, 'denied');
      else if (outcome === 'retry') {
        await transition(localDb, file.fileId, ['uploading'], { status: 'queued', bytesTransferred: 0 });
        this.retryLater();
      }
      void this.pass();
    });
  }

  /** The server counts a cancelled file as failed so its batch settles; asking twice is harmless. */
  private async tellCancelled(batch: OutboxBatch, file: OutboxFile): Promise<void> {
    if (this.toldCancelled.has(file.fileId)) return;
    try {
      const cancel = httpsCallable<unknown, { state: 'cancelled' | 'processed' | 'failed' }>(functions, 'cancelUpload');
      const { data } = await cancel({ batchId: batch.batchId, fileId: file.fileId, fileName: file.name });
      this.toldCancelled.add(file.fileId);
      // Too late to cancel: the pipeline already turned it into an invoice.
      if (data.state === 'processed') await transition(localDb, file.fileId, ['cancelled'], { status: 'uploaded' });
    } catch (error) {
      // Only a lost connection is worth asking again; a refusal (a file the batch never held,
      // an account no longer active) would be refused again.
      const code = (error as { code?: string }).code;
      if (code === 'functions/unavailable' || code === 'functions/internal' || code === 'functions/deadline-exceeded') this.retryLater();
      else this.toldCancelled.add(file.fileId);
    }
  }

  private retryLater(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.pass(), RETRY_MS);
  }
}

/** Runs the outbox for this user while holding the tab lock; resolves the lock on stop. */
export function runOutbox(user: RunnerUser): () => void {
  let release: () => void = () => {};
  let runner: OutboxRunner | null = null;
  let cancelled = false;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const run = () => {
    if (cancelled) return held;
    runner = new OutboxRunner(user);
    runner.start();
    return held;
  };
  if ('locks' in navigator) void navigator.locks.request('factoria-outbox', run);
  else void run();
  return () => {
    cancelled = true;
    runner?.stop();
    release();
  };
}
