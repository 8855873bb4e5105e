import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/CardPage';
import { FormAlert } from '../../../components/ui/FormAlert';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { type ActionOutcome, handleActionCode } from '../api/handle-action-code';
import '../auth.css';

interface ConfirmingEmailScreenProps {
  mode: string | undefined;
  oobCode: string | undefined;
  onOutcome: (outcome: ActionOutcome) => void;
}

export function ConfirmingEmailScreen({ mode, oobCode, onOutcome }: ConfirmingEmailScreenProps) {
  const { t } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
  const [failure, setFailure] = useState<ErrorKey | null>(oobCode ? null : 'errors.auth.invalidCode');

  useEffect(() => {
    if (!oobCode) return;
    let current = true;
    handleActionCode(mode, oobCode).then(
      (outcome) => current && onOutcome(outcome),
      (error: unknown) => current && setFailure(errorKey(error)),
    );
    return () => {
      current = false;
    };
  }, [mode, oobCode, onOutcome]);

  return (
    <CardPage title={t('confirming.title')}>
      {failure ? (
        <>
          <FormAlert message={ta(failure)} />
          <p className="auth-links">
            <Link to="/check-email">{t('confirming.newLink')}</Link>
            <Link to="/sign-in">{t('confirming.signIn')}</Link>
          </p>
        </>
      ) : (
        <div className="auth-actions" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('confirming.working')}</span>
        </div>
      )}
    </CardPage>
  );
}
