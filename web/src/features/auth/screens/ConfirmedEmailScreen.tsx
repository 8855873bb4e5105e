import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/CardPage';
import { useCountdown } from '../components/use-countdown';
import '../auth.css';

/** Spec section 9: redirect after the email is confirmed or changed, in 5 seconds. */
export const REDIRECT_SECONDS = 5;

export type ConfirmedReason = 'verified' | 'changed' | 'recovered';

interface ConfirmedEmailScreenProps {
  reason: ConfirmedReason;
  email: string | undefined;
  onContinue: () => void;
}

export function ConfirmedEmailScreen({ reason, email, onContinue }: ConfirmedEmailScreenProps) {
  const { t } = useTranslation('auth');
  const left = useCountdown(REDIRECT_SECONDS, onContinue);
  const toSignIn = reason !== 'verified';
  return (
    <CardPage title={t(`confirmed.${reason}.title`)}>
      <p>{email ? t(`confirmed.${reason}.body`, { email }) : t(`confirmed.${reason}.bodyNoEmail`)}</p>
      <p className="countdown" data-testid="countdown">
        {t(toSignIn ? 'confirmed.redirectSignIn' : 'confirmed.redirectDashboard', { count: left })}
      </p>
      <Link to={toSignIn ? '/sign-in' : '/'} className="button button-primary">
        {t(toSignIn ? 'confirmed.goSignIn' : 'confirmed.goDashboard')}
      </Link>
    </CardPage>
  );
}
