import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useProfile } from '../api/use-settings-data';
import { UsernameForm } from '../forms/UsernameForm';

export function MyAccountScreen() {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="settings-section stack" aria-labelledby="my-account-title">
      <h2 id="my-account-title">{t('profile.title')}</h2>
      <ProfileForm uid={user.uid} />
      <div className="settings-row">
        <span className="muted">{ta('fields.email')}</span>
        <strong data-testid="current-email">{user.email}</strong>
        <Link to="/change-email">{t('profile.changeEmail')}</Link>
      </div>
    </section>
  );
}

function ProfileForm({ uid }: { uid: string }) {
  const { data: profile } = useProfile(uid);
  return <UsernameForm uid={uid} username={profile?.username ?? ''} />;
}
