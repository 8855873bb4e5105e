import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useAgency, useProfile } from '../api/use-settings-data';
import { AgencyNameForm } from '../forms/AgencyNameForm';
import { AvatarUpload } from '../forms/AvatarUpload';

export function CompanyInfoScreen() {
  const { t } = useTranslation('settings');
  const { user, claims } = useSession();
  if (!user || !claims.accountId) return null;
  return (
    <div className="stack">
      <section className="settings-section stack" aria-labelledby="company-title">
        <h2 id="company-title">{t('company.title')}</h2>
        <AgencySection accountId={claims.accountId} editable={claims.role === 'owner'} />
      </section>
      <section className="settings-section stack" aria-labelledby="avatar-title">
        <h2 id="avatar-title">{t('avatar.title')}</h2>
        <AvatarSection uid={user.uid} />
      </section>
    </div>
  );
}

function AgencySection({ accountId, editable }: { accountId: string; editable: boolean }) {
  const { data: agency } = useAgency(accountId);
  return <AgencyNameForm accountId={accountId} name={agency?.name ?? ''} editable={editable} />;
}

function AvatarSection({ uid }: { uid: string }) {
  const { data: profile } = useProfile(uid);
  return <AvatarUpload uid={uid} photoURL={profile?.photoURL ?? null} />;
}
