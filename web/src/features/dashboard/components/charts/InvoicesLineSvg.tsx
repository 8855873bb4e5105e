import { useEffect, useRef, useState } from 'react';
import type { DayPoint } from '../../stats';
import { CHART_LINES, type ChartLineKey } from '../chart-lines';
import { countTicks, labelEvery } from './line-geometry';
import './line-chart.css';

interface InvoicesLineSvgProps {
  series: DayPoint[];
  names: Record<ChartLineKey, string>;
  /** The day's label, as the table beside it writes it. */
  label: (day: string) => string;
}

const PAD = { top: 8, right: 24, bottom: 24, left: 36 };
const GRID = '#e3e7ec';
const TEXT = '#525c68';

/**
 * The drawn lines of the invoices chart, in plain SVG; InvoicesChart holds the figures as a
 * table. It replaced a charts library whose first render took one task of 250–2,000 ms on a
 * slowed CPU (issue 20): this one is a few polylines and labels. Each day's column carries its
 * figures as a native tooltip.
 */
export function InvoicesLineSvg({ series, names, label }: InvoicesLineSvgProps) {
  // The drawing takes what the legend leaves of the reserved box (one line of legend or two).
  const box = useRef<HTMLDivElement>(null);
  const [{ width, height }, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: Math.round(entry?.contentRect.width ?? 0), height: Math.round(entry?.contentRect.height ?? 0) }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const plotHeight = Math.max(0, height - PAD.top - PAD.bottom);
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const ticks = countTicks(Math.max(0, ...series.flatMap((point) => CHART_LINES.map((line) => point[line.key]))));
  const top = ticks.at(-1) ?? 1;
  const x = (index: number) => PAD.left + (series.length > 1 ? (index * plotWidth) / (series.length - 1) : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const every = labelEvery(series.length, plotWidth);
  const column = series.length > 1 ? plotWidth / (series.length - 1) : plotWidth;

  return (
    <div className="line-chart-svg">
      <div ref={box} className="line-chart-plot">
        {width > 0 && height > 0 && (
          <svg width={width} height={height} focusable="false">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={PAD.left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={GRID} />
                <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill={TEXT}>
                  {tick}
                </text>
              </g>
            ))}
            {series.map((point, index) =>
              index % every === 0 ? (
                <text key={point.day} x={x(index)} y={PAD.top + plotHeight + 16} textAnchor="middle" fontSize={12} fill={TEXT}>
                  {label(point.day)}
                </text>
              ) : null,
            )}
            {CHART_LINES.map((line) => (
              <polyline
                key={line.key}
                data-line={line.key}
                points={series.map((point, index) => `${x(index)},${y(point[line.key])}`).join(' ')}
                fill="none"
                stroke={line.color}
                strokeWidth={2}
                strokeLinejoin="round"
              />
            ))}
            {series.map((point, index) => (
              <rect key={point.day} x={x(index) - column / 2} y={PAD.top} width={column} height={plotHeight} fill="transparent">
                <title>{`${label(point.day)}: ${CHART_LINES.map((line) => `${names[line.key]} ${point[line.key]}`).join(', ')}`}</title>
              </rect>
            ))}
          </svg>
        )}
      </div>
      <ul className="line-chart-legend">
        {CHART_LINES.map((line) => (
          <li key={line.key}>
            <span className="line-chart-swatch" style={{ background: line.color }} />
            {names[line.key]}
          </li>
        ))}
      </ul>
    </div>
  );
}
