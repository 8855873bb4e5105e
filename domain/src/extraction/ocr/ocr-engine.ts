/**
 * OCR with tesseract.js and the Spanish and English models installed with the npm packages
 * (@tesseract.js-data/spa, /eng): nothing is downloaded. One worker thread is kept warm and
 * reused; a page that runs past its time limit terminates the worker (it is recreated on the
 * next call), so a pathological image cannot hold the extraction.
 */
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PositionedWord } from '../layout/build-lines';

type Tesseract = typeof import('tesseract.js');
type Worker = Awaited<ReturnType<Tesseract['createWorker']>>;

export interface OcrImage {
  width: number;
  height: number;
  /** RGBA pixels. */
  data: Uint8ClampedArray;
}

export interface OcrOutput {
  words: PositionedWord[];
  /** Mean word confidence, 0..1. */
  confidence: number;
}

export interface OcrOptions {
  /** Folder holding spa.traineddata.gz and eng.traineddata.gz; defaults to the installed packages. */
  langPath?: string | undefined;
  langs?: string | undefined;
}

const MODEL = '4.0.0_best_int';

/**
 * tesseract.js reads every language from one folder; the npm packages install one folder per
 * language. Link both files into a folder under the OS temp dir (writable in Cloud Functions).
 */
export function defaultLangPath(langs: readonly string[] = ['spa', 'eng']): string {
  const require = createRequire(import.meta.url);
  const folder = join(tmpdir(), `factoria-tessdata-${MODEL}`);
  mkdirSync(folder, { recursive: true });
  for (const lang of langs) {
    const source = join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), MODEL, `${lang}.traineddata.gz`);
    const target = join(folder, `${lang}.traineddata.gz`);
    if (!existsSync(target) || statSync(target).size !== statSync(source).size) copyFileSync(source, target);
  }
  return folder;
}

export class OcrEngine {
  #worker: Promise<Worker> | null = null;
  readonly #options: OcrOptions;

  constructor(options: OcrOptions = {}) {
    this.#options = options;
  }

  #start(): Promise<Worker> {
    this.#worker ??= (async () => {
      const { createWorker, OEM } = createRequire(import.meta.url)('tesseract.js') as Tesseract;
      const langs = this.#options.langs ?? 'spa+eng';
      const langPath = this.#options.langPath ?? defaultLangPath(langs.split('+'));
      // Without an error handler tesseract.js rethrows a failed job from its message listener,
      // where nothing can catch it: the process dies. The job's promise is rejected either way.
      const worker = await createWorker(langs, OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true, errorHandler: () => undefined });
      // Tesseract prints diagnostics ("Estimating resolution...") to stdout, which would mix
      // with the CLI's JSON lines; send them to the wasm file system's /dev/null.
      await worker.setParameters({ debug_file: '/dev/null' });
      return worker;
    })();
    this.#worker.catch(() => {
      this.#worker = null;
    });
    return this.#worker;
  }

  /** Reads one line of text (page segmentation mode 7), for a second look at a badly read row. */
  async recognizeLine(image: OcrImage, timeoutMs: number): Promise<OcrOutput> {
    return this.recognize(image, timeoutMs, { tessedit_pageseg_mode: '7' });
  }

  async recognize(image: OcrImage, timeoutMs: number, parameters: Record<string, string> = {}): Promise<OcrOutput> {
    const worker = await this.#start();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError()), Math.max(1, timeoutMs));
    });
    try {
      const result = await Promise.race([
        // No rotateAuto: tesseract's own layout analysis copes with the small skew of scans,
        // and re-rendering the page deskewed made it lose whole lines in the benchmark.
        worker.recognize(toPgm(image), { ...parameters }, { blocks: true, text: false }),
        timeout,
      ]);
      return toOutput(result.data as unknown as OcrPage);
    } catch (error) {
      // The worker may be stuck mid-page: drop it; the next call starts a fresh one. It goes too
      // after a failed job, which ended before it set back the parameters the call changed (a
      // later page would be read with them).
      await this.terminate();
      // A page with no text at all: tesseract's JSON of its blocks is empty, which tesseract.js
      // fails to parse. The page has no words.
      if (String(error).includes('Unexpected end of JSON input')) return { words: [], confidence: 0 };
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async terminate(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (!worker) return;
    try {
      await (await worker).terminate();
    } catch {
      // Already gone.
    }
  }
}

export class OcrTimeoutError extends Error {
  constructor() {
    super('ocr-timeout');
    this.name = 'OcrTimeoutError';
  }
}

let shared: OcrEngine | null = null;
let sharedKey = '';
/** A process-wide engine, so consecutive extractions reuse the warm worker. */
export function sharedOcrEngine(options: OcrOptions = {}): OcrEngine {
  const key = `${options.langPath ?? ''}|${options.langs ?? ''}`;
  if (!shared || key !== sharedKey) {
    void shared?.terminate();
    shared = new OcrEngine(options);
    sharedKey = key;
  }
  return shared;
}

export async function terminateSharedOcrEngine(): Promise<void> {
  const engine = shared;
  shared = null;
  await engine?.terminate();
}

/** Grayscale PGM: no compression to pay for, and Leptonica reads it directly. */
export function toPgm(image: OcrImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  const gray = Buffer.allocUnsafe(image.width * image.height);
  const data = image.data;
  for (let i = 0, j = 0; j < gray.length; i += 4, j++) {
    gray[j] = (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
  }
  return Buffer.concat([header, gray]);
}

interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface OcrLine {
  words: OcrWord[];
  baseline: { x0: number; y0: number; x1: number; y1: number };
}
interface OcrPage {
  blocks: { paragraphs: { lines: OcrLine[] }[] }[] | null;
}

/**
 * Scans are a little skewed; tesseract reads skewed lines well but reports axis-aligned word
 * boxes in image coordinates, so words of one row drift apart vertically across the page.
 * The median baseline slope gives the skew; word centres are rotated back before rows are built.
 */
function deskew(page: OcrPage, words: PositionedWord[]): void {
  const slopes: number[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const { x0, y0, x1, y1 } = line.baseline;
        if (line.words.length >= 3 && x1 - x0 > 100) slopes.push((y1 - y0) / (x1 - x0));
      }
    }
  }
  if (slopes.length < 3) return;
  slopes.sort((a, b) => a - b);
  const angle = Math.atan(slopes[Math.floor(slopes.length / 2)]!);
  if (Math.abs(angle) < 0.002 || Math.abs(angle) > 0.2) return;
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  for (const word of words) {
    const cx = (word.x0 + word.x1) / 2;
    const cy = (word.y0 + word.y1) / 2;
    const nx = cx * cos - cy * sin;
    const ny = cx * sin + cy * cos;
    const hw = (word.x1 - word.x0) / 2;
    const hh = (word.y1 - word.y0) / 2;
    Object.assign(word, { x0: nx - hw, x1: nx + hw, y0: ny - hh, y1: ny + hh });
  }
}

function toOutput(page: OcrPage): OcrOutput {
  const words: PositionedWord[] = [];
  let total = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text) continue;
          words.push({ text, x0: word.bbox.x0, y0: word.bbox.y0, x1: word.bbox.x1, y1: word.bbox.y1, confidence: word.confidence / 100 });
          total += word.confidence / 100;
        }
      }
    }
  }
  deskew(page, words);
  return { words, confidence: words.length > 0 ? total / words.length : 0 };
}
