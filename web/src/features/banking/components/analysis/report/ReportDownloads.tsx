import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionAnalysisDoc } from '../../../api/use-session-analysis';
import type { ReportContext } from '@factoria/domain/banking/analysis/report-sheets';
import type { ReportFormat, ReportLanguage } from './download-report';

/** The client's report: the language to write it in, and one click for the PDF or the XLSX. */
export function ReportDownloads({ analysis, context }: { analysis: SessionAnalysisDoc; context: Omit<ReportContext, 'generatedOn'> }) {
  const { t, i18n } = useTranslation('bank-analysis');
  const [language, setLanguage] = useState<ReportLanguage>(i18n.language === 'en' ? 'en' : 'es');
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  async function download(format: ReportFormat) {
    setBusy(format);
    setFailed(false);
    try {
      const { downloadReport } = await import('./download-report');
      await downloadReport(i18n, analysis, { ...context, generatedOn: new Date().toISOString().slice(0, 10) }, format, language);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="bank-analysis-downloads">
      <label>
        {t('report.language')}{' '}
        <select value={language} onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'es')} data-testid="report-language">
          <option value="es">{t('report.languages.es')}</option>
          <option value="en">{t('report.languages.en')}</option>
        </select>
      </label>
      {(['pdf', 'xlsx'] as const).map((format) => (
        <button key={format} type="button" className="button" disabled={busy !== null} onClick={() => void download(format)} data-testid={`report-${format}`}>
          {busy === format ? t('report.preparing') : t(`report.download.${format}`)}
        </button>
      ))}
      {failed && <p role="alert" className="field-error">{t('report.failed')}</p>}
    </div>
  );
}
