// pdfjs-dist ships no types for its worker entry; only its presence matters here.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
