// pdfjs-dist ships no types for its worker entry (the extraction bench reaches it through domain).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
