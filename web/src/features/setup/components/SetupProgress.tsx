import { useTranslation } from 'react-i18next';

const STEPS = ['clients', 'schedule', 'finish'] as const;

/** Where the user is in the three setup steps (spec: client count, report time, finish). */
export function SetupProgress({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation('setup');
  const index = STEPS.indexOf(current);
  return (
    <ol className="setup-progress" aria-label={t('progress.label')}>
      {STEPS.map((step, position) => (
        <li key={step} aria-current={position === index ? 'step' : undefined} data-done={position < index || undefined}>
          {t(`progress.${step}`)}
        </li>
      ))}
    </ol>
  );
}
