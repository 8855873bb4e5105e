import reactPdfPackage from 'react-pdf/package.json';
import { describe, expect, it } from 'vitest';
import workerPackage from '../../../node_modules/pdfjs-dist/package.json';
import { dataFiles } from './pdf-assets';

describe('pdf.js data files bundled with the app', () => {
  it('come from the pdfjs-dist version react-pdf runs with', () => {
    expect(workerPackage.version).toBe(reactPdfPackage.dependencies['pdfjs-dist']);
  });

  it('include the CMaps, the standard fonts and the wasm decoders', () => {
    expect(Object.keys(dataFiles.cMapUrl).length).toBeGreaterThan(150);
    expect(dataFiles.cMapUrl).toHaveProperty(['UniJIS-UCS2-H.bcmap']);
    expect(dataFiles.standardFontDataUrl).toHaveProperty(['FoxitSymbol.pfb']);
    expect(dataFiles.wasmUrl).toHaveProperty(['openjpeg.wasm']);
  });
});
