import type { SupplierProfile } from '@factoria/domain/suppliers/supplier-profile.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useSession } from '../../../lib/auth/use-session';
import type { WithId } from '../../../lib/firebase/converter';
import { useResetSupplierProfile, useSupplierProfiles } from '../api/use-supplier-profiles';
import { filterProfiles } from '../components/filter-profiles';
import { ProfileCard } from '../components/ProfileCard';
import '../supplier-profiles.css';

interface SupplierProfilesScreenProps {
  search: string;
  onSearchChange: (search: string) => void;
}

/**
 * The agency's supplier memory (issue 19): what each supplier's saved invoices taught, and a
 * reset per supplier. Staff only: the route guard keeps client users out and the rules refuse them.
 */
export function SupplierProfilesScreen(props: SupplierProfilesScreenProps) {
  const { claims } = useSession();
  if (!claims.accountId || claims.role === 'client') return null;
  return <AgencyProfiles accountId={claims.accountId} {...props} />;
}

function AgencyProfiles({ accountId, search, onSearchChange }: SupplierProfilesScreenProps & { accountId: string }) {
  const { t } = useTranslation('supplier-profiles');
  const searchId = useId();
  const { data: profiles, status } = useSupplierProfiles(accountId);
  const reset = useResetSupplierProfile(accountId);
  const [resetting, setResetting] = useState<WithId<SupplierProfile> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const shown = filterProfiles(profiles ?? [], search);

  async function confirmReset() {
    if (!resetting) return;
    setBusy(true);
    setFailed(false);
    try {
      await reset(resetting.taxId);
      setMessage(t('reset.done', { name: resetting.name ?? resetting.taxId }));
      setResetting(null);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page stack supplier-profiles-page">
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <div className="field supplier-profiles-search">
        <label htmlFor={searchId}>{t('search')}</label>
        <input id={searchId} type="search" value={search} maxLength={100} onChange={(event) => onSearchChange(event.target.value)} />
      </div>
      <p role="status" className="supplier-profiles-status">
        {message}
      </p>
      {status === 'loading' ? (
        <p className="muted">{t('loading', { ns: 'common' })}</p>
      ) : status === 'error' ? (
        <p className="form-error" role="alert">
          {t('loadError')}
        </p>
      ) : !profiles?.length ? (
        <p className="muted">{t('empty')}</p>
      ) : shown.length === 0 ? (
        <p className="muted">{t('noMatch')}</p>
      ) : (
        <ul className="stack supplier-profiles-list" aria-label={t('listLabel')}>
          {shown.map((profile) => (
            <ProfileCard key={profile.id} profile={profile} onReset={(chosen) => { setFailed(false); setResetting(chosen); }} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={resetting !== null}
        title={t('reset.title', { name: resetting?.name ?? resetting?.taxId ?? '' })}
        onClose={() => setResetting(null)}
        onSubmit={() => void confirmReset()}
      >
        <p>{t('reset.body')}</p>
        {failed && (
          <p className="form-error" role="alert">
            {t('reset.failed')}
          </p>
        )}
        <div className="row">
          <button type="submit" className="button button-danger" disabled={busy} aria-busy={busy || undefined}>
            {t('reset.confirm')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setResetting(null)}>
            {t('cancel', { ns: 'common' })}
          </button>
        </div>
      </ConfirmDialog>
    </div>
  );
}
