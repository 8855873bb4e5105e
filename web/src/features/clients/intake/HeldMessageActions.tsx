/**
 * Release or discard a held message (its sender is not on the allow-list) from the client page's
 * received-messages list. The row itself follows the inbox live; this says what the call did
 * when it did not move the message on (the company cannot take it now, or it was refused).
 */
import type { InboxReason, ReviewHeldMessageRequest } from '@factoria/domain/records/email-intake.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { CompanyCallFailure } from '../api/company-callables';
import { reviewHeldMessage } from '../api/intake-callables';

type Action = ReviewHeldMessageRequest['action'];

export function HeldMessageActions({ inboxId, subject }: { inboxId: string; subject: string }) {
  const { t } = useTranslation('clients');
  const [busy, setBusy] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const review = async (action: Action) => {
    setBusy(action);
    setNotice(null);
    try {
      const result = await reviewHeldMessage({ inboxId, action });
      if (result.outcome === 'held' && result.reason) setNotice(t('intake.stillHeld', { reason: t(`intake.reasons.${result.reason as InboxReason}`) }));
    } catch (error) {
      setNotice(t(`errors.${error instanceof CompanyCallFailure ? error.code : 'companies/unknown'}`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="row">
      <Button variant="secondary" busy={busy === 'release'} disabled={busy !== null} onClick={() => void review('release')} aria-label={t('intake.releaseLabel', { subject })}>
        {t('intake.release')}
      </Button>
      <Button variant="ghost" busy={busy === 'discard'} disabled={busy !== null} onClick={() => void review('discard')} aria-label={t('intake.discardLabel', { subject })}>
        {t('intake.discard')}
      </Button>
      {notice && (
        <p className="form-error" role="alert">
          {notice}
        </p>
      )}
    </div>
  );
}
