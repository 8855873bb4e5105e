import type { CompanyAggregate } from '@factoria/domain/records/company-aggregate.schema';
import { DONUT_COLORS, DONUT_STATUSES } from './donut-colors';
import { ringSegments } from './ring-segments';

const SIZE = 180;
const OUTER = 86;
const INNER = 58;
const RADIUS = (OUTER + INNER) / 2;
/** About two pixels of the ring between arcs. */
const GAP = (2 / (2 * Math.PI * RADIUS)) * 100;

/**
 * The drawn ring of the companies donut: one stroked circle per status, dashed to its share, in
 * plain SVG. CompaniesPanel holds the figures as text; the ring only repeats them for the eye.
 */
export function CompanyRing({ counts }: { counts: Pick<CompanyAggregate, 'active' | 'inactive' | 'pending'> }) {
  const segments = ringSegments(
    DONUT_STATUSES.map((status) => counts[status]),
    GAP,
  );
  const circle = { cx: SIZE / 2, cy: SIZE / 2, r: RADIUS, fill: 'none', strokeWidth: OUTER - INNER, pathLength: 100 };
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      {/* Drawn from twelve o'clock, clockwise. */}
      <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
        {segments.length === 0 && <circle {...circle} stroke="#d5dae1" />}
        {segments.map(({ index, start, length }) => {
          const status = DONUT_STATUSES[index] ?? 'active';
          return (
            <circle
              key={status}
              {...circle}
              data-status={status}
              stroke={DONUT_COLORS[status]}
              strokeDasharray={`${length} ${100 - length}`}
              strokeDashoffset={-start}
            />
          );
        })}
      </g>
    </svg>
  );
}
