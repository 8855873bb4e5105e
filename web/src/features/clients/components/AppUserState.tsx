import { useTranslation } from 'react-i18next';
import { useClientUser } from '../api/use-client-user';
import { formatDate } from '../../../lib/format/format';

/** The invitation of the company's app user, once the accounts functions have acted on it. */
export function AppUserState({ accountId, companyId, email }: { accountId: string; companyId: string; email: string }) {
  const { t, i18n } = useTranslation('clients');
  const { data: user } = useClientUser(accountId, companyId);
  if (!user || user.email !== email) return <span className="muted">{t('client.appUserState.waiting')}</span>;
  if (user.status === 'failed') {
    return <span className="form-error">{t(`client.appUserState.${user.error ?? 'email-invalid'}`)}</span>;
  }
  if (user.status === 'disabled') return <span className="muted">{t('client.appUserState.disabled')}</span>;
  return (
    <span className="muted">
      {user.invitedAt ? t('client.appUserState.invited', { date: formatDate(user.invitedAt, i18n.language) }) : t('client.appUserState.waiting')}
    </span>
  );
}
