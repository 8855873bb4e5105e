/**
 * Writes web/e2e/fixtures/camera-invoice.mjpeg, what Chromium's fake camera shows in the camera
 * capture test (--use-file-for-fake-video-capture): the first page of a real invoice of the
 * fixtures (GEN-001-classic.pdf, to Atlántica), printed on slightly grey paper, lit unevenly,
 * tilted by 2.5 degrees, lying on a dark desk, in a 1200 x 1600 portrait frame, as a phone held
 * upright would see it. Two identical JPEG frames (Chromium loops the file). Deterministic.
 * `npx tsx scripts/generate-camera-fixture.ts`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCanvas, renderPage } from '../domain/src/extraction/pdf/render-page.ts';
import { closePdf, openPdf } from '../domain/src/extraction/pdf/pdf-runtime.ts';
import { repoRoot } from './lib/paths.ts';

const FRAME = { width: 1200, height: 1600 };
const TILT_DEGREES = 2.5;

const invoice = new Uint8Array(readFileSync(join(repoRoot, 'fixtures', 'invoices', 'generated', 'GEN-001-classic.pdf')));
const opened = await openPdf(invoice);
if (!opened.ok) throw new Error(opened.code);
const rendered = await renderPage(await opened.doc.getPage(1), 1.75);
await closePdf(opened.task);

const { createCanvas } = loadCanvas();
const paper = createCanvas(rendered.width, rendered.height);
const paperContext = paper.getContext('2d');
const imageData = paperContext.createImageData(rendered.width, rendered.height);
imageData.data.set(rendered.data);
paperContext.putImageData(imageData, 0, 0);
// Room light: the paper is grey-beige rather than white, darker towards the bottom right.
paperContext.globalCompositeOperation = 'multiply';
const light = paperContext.createLinearGradient(0, 0, rendered.width, rendered.height);
light.addColorStop(0, 'rgb(236, 232, 222)');
light.addColorStop(1, 'rgb(196, 190, 178)');
paperContext.fillStyle = light;
paperContext.fillRect(0, 0, rendered.width, rendered.height);

const frame = createCanvas(FRAME.width, FRAME.height);
const context = frame.getContext('2d');
const desk = context.createLinearGradient(0, 0, 0, FRAME.height);
desk.addColorStop(0, 'rgb(72, 58, 46)');
desk.addColorStop(1, 'rgb(48, 38, 30)');
context.fillStyle = desk;
context.fillRect(0, 0, FRAME.width, FRAME.height);
const scale = (FRAME.width * 0.84) / rendered.width;
context.translate(FRAME.width / 2, FRAME.height / 2);
context.rotate((TILT_DEGREES * Math.PI) / 180);
context.scale(scale, scale);
context.drawImage(paper, -rendered.width / 2, -rendered.height / 2);

const jpeg = frame.toBuffer('image/jpeg', 92);
const out = join(repoRoot, 'web', 'e2e', 'fixtures', 'camera-invoice.mjpeg');
writeFileSync(out, Buffer.concat([jpeg, jpeg]));
console.log(`${out}: ${FRAME.width} x ${FRAME.height}, ${jpeg.byteLength} bytes a frame`);
