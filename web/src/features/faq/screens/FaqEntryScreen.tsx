import { FAQ_ID_PATTERN } from '@factoria/domain/records/faq.schema';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFaqEntry } from '../api/use-faq';
import { faqText, paragraphs } from '../faq-text';

export function FaqEntryScreen({ id }: { id: string }) {
  // An id no entry can have (a slash would even name another collection) is simply not found.
  return FAQ_ID_PATTERN.test(id) ? <FaqEntry id={id} /> : <Missing />;
}

function Missing() {
  const { t } = useTranslation('faq');
  return (
    <div className="page stack">
      <Link to="/faq">{t('back')}</Link>
      <section>
        <h1>{t('missing.title')}</h1>
        <p className="muted">{t('missing.body')}</p>
      </section>
    </div>
  );
}

function FaqEntry({ id }: { id: string }) {
  const { t, i18n } = useTranslation('faq');
  const { t: common } = useTranslation('common');
  const { status, data } = useFaqEntry(id);
  if (status === 'success' && !data) return <Missing />;
  return (
    <div className="page stack">
      <Link to="/faq">{t('back')}</Link>
      {status === 'loading' && <p className="muted">{common('loading')}</p>}
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
