import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatar, sniffImageType } from './avatar';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('profile photo checks', () => {
  it('recognises PNG, JPEG and WebP by their bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('refuses a renamed file and a file that is too large', async () => {
    const fake = new File(['<svg onload="alert(1)"/>'], 'photo.png', { type: 'image/png' });
    expect(await checkAvatar(fake)).toEqual({ problem: 'avatar.notImage' });
    const big = new File([png, new Uint8Array(AVATAR_MAX_BYTES)], 'big.png', { type: 'image/png' });
    expect(await checkAvatar(big)).toEqual({ problem: 'avatar.tooLarge' });
    expect(await checkAvatar(new File([png], 'ok.png', { type: 'image/png' }))).toEqual({ contentType: 'image/png' });
  });
});
