import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  afterEach(cleanup);

  it('describes its control, under the id given when another control refers to it too', () => {
    render(<Tooltip text="2 more this month" id="quota-hint">{(describedBy) => <button aria-describedby={describedBy}>i</button>}</Tooltip>);
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe('quota-hint');
    expect(screen.getByRole('tooltip', { hidden: true }).id).toBe('quota-hint');
  });

  it('hides with Escape and comes back on focus (WCAG 1.4.13)', () => {
    render(<Tooltip text="why it is disabled">{(describedBy) => <button aria-describedby={describedBy}>Add</button>}</Tooltip>);
    const tip = screen.getByRole('tooltip', { hidden: true });
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Escape' });
    expect(tip.hasAttribute('data-dismissed')).toBe(true);
    fireEvent.focus(screen.getByRole('button'));
    expect(tip.hasAttribute('data-dismissed')).toBe(false);
  });

  it('leaves the control alone without a text', () => {
    render(<Tooltip text={null}>{(describedBy) => <button aria-describedby={describedBy}>Add</button>}</Tooltip>);
    expect(screen.getByRole('button').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });
});
