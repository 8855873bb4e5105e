import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The way from other screens (the invoices list) to the upload screen, for the chosen company. */
export function UploadShortcut({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation('upload');
  return (
    <Link to="/upload" search={{ company: companyId ?? undefined }} className="button button-primary">
      {t('title')}
    </Link>
  );
}
