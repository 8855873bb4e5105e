import { describe, expect, it } from 'vitest';
import { createdBounds, filterDays, parseListFilters } from './list-filters';

describe('list filters', () => {
  it('reads valid search params and drops malformed ones', () => {
    expect(parseListFilters({ company: 'acme', status: 'has-errors', range: 'today', q: 'panaderia' })).toEqual({
      company: 'acme',
      status: 'has-errors',
      range: 'today',
      q: 'panaderia',
    });
    expect(parseListFilters({ company: '../x', status: 'broken', range: 'forever', from: 'yesterday' })).toEqual({});
    expect(parseListFilters({ duplicates: true, sort: 'total', dir: 'asc' })).toEqual({ duplicates: true, sort: 'total', dir: 'asc' });
    expect(parseListFilters({ duplicates: 'maybe', sort: 'colour', dir: 'up' })).toEqual({});
  });

  it('resolves the spec presets and a custom range, falling back when invalid', () => {
    expect(filterDays({}, '2025-03-15')).toEqual({ from: '2025-02-14', to: '2025-03-15' });
    expect(filterDays({ range: 'last-month' }, '2025-03-15')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(filterDays({ range: 'custom', from: '2025-01-01', to: '2025-01-31' }, '2025-03-15')).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(filterDays({ range: 'custom', from: '2025-02-01', to: '2025-01-01' }, '2025-03-15')).toEqual({ from: '2025-02-14', to: '2025-03-15' });
  });

  it('widens the query bounds to cover every time zone', () => {
    const { start, end } = createdBounds({ from: '2025-03-07', to: '2025-03-07' });
    // Midnight in Kiritimati (UTC+14) and the last minute in Baker Island (UTC-12).
    expect(start).toBeLessThanOrEqual(Date.parse('2025-03-06T10:00:00Z'));
    expect(end).toBeGreaterThanOrEqual(Date.parse('2025-03-08T11:59:00Z'));
  });
});
