import { useTranslation } from 'react-i18next';

/** The keyboard shortcuts of the invoice screens, on screen (the viewer lists its own). */
export function ShortcutsHelp({ savesToNext }: { savesToNext: boolean }) {
  const { t } = useTranslation('invoices');
  const shortcuts: [string, string][] = [
    ['Ctrl + Enter', savesToNext ? t('shortcuts.saveNext') : t('shortcuts.save')],
    ['Alt + N', t('shortcuts.next')],
    ['Alt + P', t('shortcuts.previous')],
    ['Tab / Shift + Tab', t('shortcuts.fields')],
  ];
  return (
    <section className="shortcuts-help" aria-labelledby="invoice-shortcuts-title">
      <h2 id="invoice-shortcuts-title">{t('shortcuts.title')}</h2>
      <dl>
        {shortcuts.map(([keys, action]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
