import { EXPORT_FORMATS } from '@factoria/domain/records/export.schema';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The file format (AEAT book as XLSX or CSV, or a plain CSV) and the explicit re-export. */
export function FormatFields({ format, reexport }: { format: UseFormRegisterReturn<'format'>; reexport: UseFormRegisterReturn<'reexport'> }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <fieldset className="reports-fieldset">
        <legend>{t('export.format')}</legend>
        {EXPORT_FORMATS.map((value) => (
          <label key={value} className="reports-check">
            <input type="radio" value={value} {...format} />
            {t(`export.formats.${value}`)}
          </label>
        ))}
      </fieldset>
      <label className="reports-check">
        <input type="checkbox" {...reexport} />
        {t('export.reexport')}
      </label>
      <p className="muted reports-hint">{t('export.hint')}</p>
    </>
  );
}
