import type { StoredRefs } from '@factoria/domain/banking/analysis/stored-analysis';
import { expandRows } from '@factoria/domain/banking/analysis/stored-analysis';
import { useTranslation } from 'react-i18next';

export interface Source {
  title: string;
  refs: StoredRefs;
}

export const sourceCount = (refs: StoredRefs) => expandRows(refs.lines).length + (refs.invoices?.length ?? 0);

/** The button of a table row that opens the bank lines and invoices behind its figure. */
export function SourceButton({ title, refs, onShow }: Source & { onShow: (source: Source) => void }) {
  const { t } = useTranslation('bank-analysis');
  const count = sourceCount(refs);
  if (count === 0 && !refs.lastYear) return null;
  return (
    <button type="button" className="button button-ghost bank-source-button" onClick={() => onShow({ title, refs })} aria-label={t('source.openLabel', { title, count })}>
      {t('source.open', { count })}
    </button>
  );
}
