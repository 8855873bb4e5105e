import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFaqEntries } from '../api/use-faq';
import { faqText } from '../faq-text';

export function FaqListScreen() {
  const { t, i18n } = useTranslation('faq');
  const { t: common } = useTranslation('common');
  const { status, data } = useFaqEntries();
  return (
    <div className="page stack">
      <h1>{t('title')}</h1>
      {status === 'loading' && <p className="muted">{common('loading')}</p>}
      {status === 'success' && data.length === 0 && <p className="muted">{t('empty')}</p>}
      <ul className="link-list">
        {data?.map((entry) => (
          <li key={entry.id}>
            <Link to="/faq/$id" params={{ id: entry.id }}>
              {faqText(entry, i18n.resolvedLanguage).question}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
