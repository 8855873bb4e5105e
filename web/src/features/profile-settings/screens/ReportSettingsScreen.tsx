import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useAgency } from '../api/use-settings-data';
import { ReportSettingsForm } from '../forms/ReportSettingsForm';

export function ReportSettingsScreen() {
  const { t } = useTranslation('settings');
  const { claims } = useSession();
  if (!claims.accountId) return null;
  return (
    <section className="settings-section stack" aria-labelledby="report-title">
      <h2 id="report-title">{t('report.title')}</h2>
      <p className="muted">{t('report.intro')}</p>
      <ReportSection accountId={claims.accountId} />
    </section>
  );
}

function ReportSection({ accountId }: { accountId: string }) {
  const { data: agency } = useAgency(accountId);
  if (!agency) return null;
  return <ReportSettingsForm reportTime={agency.reportTime} timeZone={agency.timeZone} recipients={agency.reportRecipients} />;
}
