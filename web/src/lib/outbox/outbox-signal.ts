/**
 * Wakes the outbox runner after the queue changed (files picked, cancelled, retried), in this
 * tab or another: only one tab runs the uploads (see outbox-runner.ts). A BroadcastChannel
 * delivers to every other channel object of the same name, this tab's included.
 */
const CHANNEL = 'factoria-outbox';

export function wakeOutbox(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('wake');
  channel.close();
}

export function onOutboxWake(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', listener);
  return () => channel.close();
}
