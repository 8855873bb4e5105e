// Renders the PWA icons from the favicon artwork (run once; the PNGs are committed).
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';

function icon(size: number, padding: number): Buffer {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1f4e79';
  if (padding === 0) {
    const r = size * 0.22;
    ctx.beginPath();
    ctx.roundRect(0, 0, size, size, r);
    ctx.fill();
  } else {
    ctx.fillRect(0, 0, size, size);
  }
  const s = (size - 2 * padding) / 64;
  ctx.translate(padding, padding);
  ctx.scale(s, s);
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(20, 14); ctx.lineTo(44, 14); ctx.lineTo(44, 21); ctx.lineTo(28, 21); ctx.lineTo(28, 29);
  ctx.lineTo(41, 29); ctx.lineTo(41, 36); ctx.lineTo(28, 36); ctx.lineTo(28, 50); ctx.lineTo(20, 50);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#f2b134';
  ctx.beginPath();
  ctx.arc(46, 46, 6, 0, Math.PI * 2);
  ctx.fill();
  return canvas.toBuffer('image/png');
}

const out = new URL('../web/public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), icon(192, 0));
writeFileSync(new URL('icon-512.png', out), icon(512, 0));
writeFileSync(new URL('icon-maskable-512.png', out), icon(512, 80));
