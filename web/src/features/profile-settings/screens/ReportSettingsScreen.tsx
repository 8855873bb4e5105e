import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useAgency } from '../api/use-settings-data';
import { ReportSettingsForm } from '../forms/ReportSettingsForm';

export function ReportSettingsScreen() {
  const { t } = useTranslation('settings');
  const { claims, user } = useSession();
  if (!claims.accountId) return null;
  return (
    <section className="settings-section stack" aria-labelledby="report-title">
      <h2 id="report-title">{t('report.title')}</h2>
      <p className="muted">{t('report.intro')}</p>
      <ReportSection accountId={claims.accountId} fallbackRecipient={user?.email ?? null} />
    </section>
  );
}

function ReportSection({ accountId, fallbackRecipient }: { accountId: string; fallbackRecipient: string | null }) {
  const { data: agency } = useAgency(accountId);
  if (!agency) return null;
  // Accounts created before recipients existed: suggest the signed-in user's address.
  const recipients = agency.reportRecipients.length || !fallbackRecipient ? agency.reportRecipients : [fallbackRecipient];
  return <ReportSettingsForm reportTime={agency.reportTime} timeZone={agency.timeZone} recipients={recipients} />;
}
