/**
 * Builds and saves the analysis report for the client, as XLSX or PDF, in the language picked
 * (which may not be the interface's). Both libraries load only here, on the click.
 */
import { reportSheets, type ReportContext } from '@factoria/domain/banking/analysis/report-sheets';
import { xlsxSheets } from '@factoria/domain/banking/analysis/report-xlsx';
import type { i18n as I18n } from 'i18next';
import type { SessionAnalysisDoc } from '../../../api/use-session-analysis';
import { saveBlob } from '../../../../../lib/files/save-blob';

export type ReportFormat = 'xlsx' | 'pdf';
export type ReportLanguage = 'es' | 'en';

const slug = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'company';

export async function downloadReport(i18n: I18n, analysis: SessionAnalysisDoc, context: ReportContext, format: ReportFormat, language: ReportLanguage): Promise<void> {
  await i18n.reloadResources([language], ['bank-analysis']);
  const t = i18n.getFixedT(language, 'bank-analysis');
  const label = (key: string, vars?: Record<string, string | number>) => t(key as 'tab', vars ?? {});
  const sheets = reportSheets(analysis, label, context);
  const name = `${label('report.fileName')}-${slug(context.company)}-${context.range ? `${context.range.from}_${context.range.to}` : analysis.year}.${format}`;
  if (format === 'xlsx') {
    const { default: writeXlsxFile } = await import('write-excel-file/browser');
    saveBlob(await writeXlsxFile(xlsxSheets(sheets)).toBlob(), name);
    return;
  }
  const { buildPdf, pdfDefinition } = await import('./build-pdf');
  const period = context.period ? `${context.period.from} – ${context.period.to}` : '';
  const range = context.range ? `${label('report.range')}: ${context.range.from} – ${context.range.to}` : '';
  const subtitle = [context.company, period, range, context.agency].filter(Boolean).join(' · ');
  saveBlob(await buildPdf(pdfDefinition(sheets, label('report.title'), subtitle, language)), name);
}
