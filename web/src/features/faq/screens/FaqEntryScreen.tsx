import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFaqEntry } from '../api/use-faq';
import { faqText, paragraphs } from '../faq-text';

export function FaqEntryScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation('faq');
  const { t: common } = useTranslation('common');
  const { status, data } = useFaqEntry(id);
  return (
    <div className="page stack">
      <Link to="/faq">{t('back')}</Link>
      {status === 'loading' && <p className="muted">{common('loading')}</p>}
      {status === 'success' && !data && (
        <section>
          <h1>{t('missing.title')}</h1>
          <p className="muted">{t('missing.body')}</p>
        </section>
      )}
      {data && (
        <article className="stack faq-entry">
          <h1>{faqText(data, i18n.resolvedLanguage).question}</h1>
          {paragraphs(faqText(data, i18n.resolvedLanguage).answer).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </article>
      )}
    </div>
  );
}
