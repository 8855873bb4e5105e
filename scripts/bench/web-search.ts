/// <reference lib="dom" />
/**
 * Header search speed with a large mirror: the time from a keystroke to the results on screen,
 * for every character of a few realistic queries, typed into the real app.
 */
import type { Page } from 'playwright-core';

export interface SearchTimings {
  keystrokes: number;
  /** Input event to React's commit of the new results (ms). */
  updateMs: { median: number; p95: number; max: number };
  /** Input event to the next frame after that commit (ms). */
  frameMs: { median: number; p95: number; max: number };
  /** The keystrokes whose results took 50 ms or more, as "round: text typed so far (ms)". */
  slow: string[];
}

const QUERIES = ['suministros norte', 'F-2025/01234', 'papeleria 2024', 'cliente 12', 'B30000042'];

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted[sorted.length - 1] ?? 0) };
}

/** Counts the rows of a table of the local mirror (IndexedDB); 0 until the app created it. */
export function mirroredRows(page: Page, table: 'companies' | 'invoices'): Promise<number> {
  return page.evaluate(async (table) => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'factoria')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('factoria');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(table)) {
          db.close();
          return resolve(0);
        }
        const count = db.transaction(table).objectStore(table).count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => {
          db.close();
          reject(count.error);
        };
      };
    });
  }, table);
}

/** Puts rows into the mirror's invoices table, in chunks, as the app's sync would. */
export async function fillMirror(page: Page, rows: readonly object[]): Promise<void> {
  for (let from = 0; from < rows.length; from += 2000) {
    await page.evaluate(
      (chunk) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('factoria');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('invoices', 'readwrite');
            for (const row of chunk) tx.objectStore('invoices').put(row);
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => {
              db.close();
              reject(tx.error);
            };
          };
        }),
      rows.slice(from, from + 2000),
    );
  }
}

export async function measureSearch(page: Page, rounds = 3): Promise<SearchTimings> {
  const input = page.getByRole('combobox', { name: 'Search clients and invoices' });
  await input.focus();
  // The first focus loads the mirror into memory; wait until the search answers from it.
  await input.fill('suministros');
  await page.getByRole('option').first().waitFor();
  // tsx names the functions it compiles with a helper the page does not have.
  await page.evaluate('globalThis.__name = (fn) => fn');
  const samples = await page.evaluate(
    async ({ queries, rounds }) => {
      const field = document.querySelector<HTMLInputElement>('input[role="combobox"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!field || !setValue) throw new Error('no search field');
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const update: number[] = [];
      const frame: number[] = [];
      const slow: string[] = [];
      for (let round = 0; round < rounds; round += 1) {
        for (const query of queries) {
          for (let length = 1; length <= query.length; length += 1) {
            const started = performance.now();
            setValue.call(field, query.slice(0, length));
            field.dispatchEvent(new Event('input', { bubbles: true }));
            await nextTask();
            const took = performance.now() - started;
            update.push(took);
            if (took >= 50) slow.push(`${round + 1}: "${query.slice(0, length)}" (${Math.round(took)} ms)`);
            await nextFrame();
            frame.push(performance.now() - started);
          }
          setValue.call(field, '');
          field.dispatchEvent(new Event('input', { bubbles: true }));
          await nextFrame();
        }
      }
      return { update, frame, slow };
    },
    { queries: QUERIES, rounds },
  );
  return { keystrokes: samples.update.length, updateMs: summary(samples.update), frameMs: summary(samples.frame), slow: samples.slow };
}
