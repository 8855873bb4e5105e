/**
 * The analysis report as a PDF (pdfmake, loaded only when a PDF is asked for): the same sheets as
 * the XLSX, each a heading and its tables, amounts and dates written the way the chosen
 * language writes them.
 */
import type { ReportCell, ReportSheet } from '@factoria/domain/banking/analysis/report-sheets';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

function formatter(language: 'es' | 'en') {
  const locale = language === 'es' ? 'es-ES' : 'en-GB';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return (cell: ReportCell): { text: string; alignment?: 'right' } => {
    if (!cell) return { text: '' };
    if (cell.t === 'money') return { text: money.format(cell.v / 100), alignment: 'right' };
    if (cell.t === 'pct') return { text: percent.format(cell.v / 100), alignment: 'right' };
    if (cell.t === 'int') return { text: String(cell.v), alignment: 'right' };
    if (cell.t === 'date') return { text: date.format(new Date(`${cell.v}T00:00:00Z`)) };
    return { text: cell.v };
  };
}

export function pdfDefinition(sheets: ReportSheet[], title: string, subtitle: string, language: 'es' | 'en'): TDocumentDefinitions {
  const format = formatter(language);
  const content: Content[] = [{ text: title, style: 'title' }, { text: subtitle, style: 'subtitle' }];
  sheets.forEach((sheet, index) => {
    content.push({ text: sheet.name, style: 'sheet', pageBreak: index > 0 ? 'before' : undefined });
    for (const block of sheet.blocks) {
      content.push({ text: block.title, style: 'block' });
      if (block.rows.length === 0) {
        content.push({ text: '—', margin: [0, 0, 0, 8] });
        continue;
      }
      content.push({
        table: {
          headerRows: 1,
          widths: block.columns.map((_, i) => (i === 0 ? '*' : 'auto')),
          body: [block.columns.map((c) => ({ text: c, bold: true })), ...block.rows.map((row) => block.columns.map((_, i) => format(row[i] ?? null)))],
        },
        layout: 'lightHorizontalLines',
        fontSize: 8,
        margin: [0, 0, 0, 10],
      });
    }
  });
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    info: { title },
    content,
    defaultStyle: { fontSize: 9 },
    styles: {
      title: { fontSize: 16, bold: true },
      subtitle: { fontSize: 10, color: '#525c68', margin: [0, 2, 0, 12] },
      sheet: { fontSize: 13, bold: true, margin: [0, 0, 0, 6] },
      block: { fontSize: 10, bold: true, margin: [0, 4, 0, 4] },
    },
  };
}

export async function buildPdf(definition: TDocumentDefinitions): Promise<Blob> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]);
  pdfMake.addVirtualFileSystem(vfs);
  return pdfMake.createPdf(definition).getBlob();
}
