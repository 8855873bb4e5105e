import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import type { DayPoint } from '../stats';
import { CHART_LINES } from './chart-lines';

const InvoicesLineSvg = lazy(() => import('./charts/InvoicesLineSvg').then((module) => ({ default: module.InvoicesLineSvg })));

/**
 * Invoices per day over the chosen range; a table with the same figures is there for screen
 * readers. The drawing (plain SVG, charts/InvoicesLineSvg.tsx) is loaded and drawn once its
 * reserved space nears the viewport: below the fold on a phone.
 */
export function InvoicesChart({ series }: { series: DayPoint[] }) {
  const canvas = useRef<HTMLDivElement>(null);
  const near = useNearViewport(canvas);
  const { t, i18n } = useTranslation('dashboard');
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (key: string) => day.format(new Date(`${key}T00:00:00Z`));
  const names = { processed: t('counts.processed'), accurate: t('counts.accurate'), withErrors: t('counts.withErrors'), corrected: t('counts.corrected') };
  return (
    <figure className="line-chart" aria-labelledby="line-chart-caption">
      <figcaption id="line-chart-caption" className="visually-hidden">
        {t('chart.caption')}
      </figcaption>
      <div aria-hidden="true" className="line-chart-canvas" ref={canvas}>
        {near && (
          <Suspense fallback={null}>
            <InvoicesLineSvg series={series} names={names} label={label} />
          </Suspense>
        )}
      </div>
      {/* Hidden by a wrapper: a table is never smaller than its rows, so a hidden table of 31 days
          still made the page scroll into 870 px of blank space. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              {CHART_LINES.map((line) => (
                <th key={line.key} scope="col">
                  {names[line.key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.day}>
                <th scope="row">{label(point.day)}</th>
                {CHART_LINES.map((line) => (
                  <td key={line.key}>{point[line.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
