import type { DailyReport } from '@factoria/domain/records/daily-report.schema';
import { Link } from '@tanstack/react-router';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useSession } from '../../../lib/auth/use-session';
import type { WithId } from '../../../lib/firebase/converter';
import { confirmReport, useLatestReport } from '../api/daily-report';
import { ReportFigures } from './ReportFigures';
import { ReportItems } from './ReportItems';
import { ReportMail } from './ReportMail';
import '../daily-report.css';

const closedKey = (accountId: string, reportId: string) => `factoria.dailyReport.closed.${accountId}.${reportId}`;

function closedThisSession(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * The daily processing report on the dashboard: it opens by itself while the newest report is
 * not confirmed (closing it hides it for this session), and reopens from its button.
 */
export function DailyReportPopup() {
  const { user, claims } = useSession();
  if (!user || !claims.accountId || (claims.role !== 'owner' && claims.role !== 'staff')) return null;
  return (
    <Suspense fallback={null}>
      <LatestReport accountId={claims.accountId} uid={user.uid} />
    </Suspense>
  );
}

function LatestReport({ accountId, uid }: { accountId: string; uid: string }) {
  const report = useLatestReport(accountId);
  if (!report) return null;
  return <ReportPopup key={report.id} accountId={accountId} uid={uid} report={report} />;
}

function ReportPopup({ accountId, uid, report }: { accountId: string; uid: string; report: WithId<DailyReport> }) {
  const { t, i18n } = useTranslation('daily-report');
  const titleId = useId();
  const key = closedKey(accountId, report.id);
  const [open, setOpen] = useState(() => report.confirmedAt === null && !closedThisSession(key));
  const [failed, setFailed] = useState(false);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${report.day}T00:00:00Z`));

  function close() {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Without session storage it simply opens again on the next visit.
    }
    setOpen(false);
  }

  // Firestore applies the write locally at once (also offline) and sends it when it can.
  function confirm() {
    setFailed(false);
    setOpen(false);
    confirmReport(accountId, report.id, uid).catch(() => {
      setFailed(true);
      setOpen(true);
    });
  }

  return (
    <>
      <div className="daily-report-bar">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('open', { day })}
        </Button>
      </div>
      <Dialog open={open} onClose={close} labelledBy={titleId} className="daily-report">
        <h2 id={titleId}>{t('title', { day })}</h2>
        <ReportFigures counts={report.counts} />
        {report.confirmedAt !== null && <p className="muted">{t('confirmed')}</p>}
        {report.items.length === 0 ? <p className="muted">{t('empty')}</p> : <ReportItems items={report.items} />}
        {report.omitted > 0 && <p className="muted">{t('omitted', { count: report.omitted })}</p>}
        <ReportMail mail={report.mail} />
        <FormAlert message={failed ? t('confirmFailed') : null} />
        <div className="dialog-actions">
          <Link to="/profile-settings/report-settings" className="button button-ghost">
            {t('settings')}
          </Link>
          <Button variant="secondary" onClick={close}>
            {t('close', { ns: 'common' })}
          </Button>
          {report.confirmedAt === null && <Button onClick={confirm}>{t('confirm')}</Button>}
        </div>
      </Dialog>
    </>
  );
}
