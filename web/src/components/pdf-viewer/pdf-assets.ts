/**
 * pdf.js data files served from our own origin, never from a CDN (DESIGN.md section 8): the
 * Adobe CMaps (CJK text), the standard fonts (PDFs that do not embed Helvetica & co.) and the
 * wasm image decoders. Vite emits each file as a hashed asset, fetched only when a PDF needs
 * it (and then cached by the service worker), so their URLs do not share one folder: the
 * factory below maps pdf.js' requests to those URLs on the main thread.
 */
type UrlMap = Record<string, string>;

// The pdfjs-dist copy that react-pdf runs with (web/package.json pins the same version), so
// the data files match its worker; pdf-assets.test.ts fails if the install layout moves it.

const urls = (modules: Record<string, string>): UrlMap =>
  Object.fromEntries(Object.entries(modules).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

export const dataFiles = {
  cMapUrl: urls(
    import.meta.glob<string>('../../../node_modules/pdfjs-dist/cmaps/*', { eager: true, query: '?url', import: 'default' }),
  ),
  standardFontDataUrl: urls(
    import.meta.glob<string>('../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
      eager: true,
      query: '?url',
      import: 'default',
    }),
  ),
  wasmUrl: urls(
    import.meta.glob<string>('../../../node_modules/pdfjs-dist/wasm/*.wasm', { eager: true, query: '?url', import: 'default' }),
  ),
};

type Kind = keyof typeof dataFiles;

/** pdf.js' `BinaryDataFactory` contract: `fetch({kind, filename})` resolves to the file's bytes. */
class LocalBinaryDataFactory {
  async fetch({ kind, filename }: { kind: Kind; filename: string }): Promise<Uint8Array> {
    const url = dataFiles[kind]?.[filename];
    if (!url) throw new Error(`Unknown pdf.js data file: ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Unable to load pdf.js data file: ${filename}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/**
 * Options for every document the viewer opens. The base URLs only need to end in a slash for
 * pdf.js to ask the factory; `useWorkerFetch: false` makes it ask on the main thread.
 */
export const documentOptions = {
  cMapUrl: '/pdfjs/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/',
  wasmUrl: '/pdfjs/',
  useWorkerFetch: false,
  BinaryDataFactory: LocalBinaryDataFactory,
  isEvalSupported: false,
} as const;
