import { act, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { LaterRender } from './later-render';

describe('LaterRender', () => {
  it('commits the placeholder first, even in a synchronous render, and the children in a later render', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const Heading = () => <h1>Heading</h1>;
    const Panels = () => <p>Panels</p>;
    await act(async () => {
      flushSync(() => {
        render(
          <>
            <Heading />
            <LaterRender placeholder={<p>…</p>}>
              <Panels />
            </LaterRender>
          </>,
          { container },
        );
      });
      // Right after the synchronous render: the heading and the placeholder only.
      expect(container.textContent).toBe('Heading…');
    });
    expect(await screen.findByText('Panels')).toBeTruthy();
    expect(container.textContent).toBe('HeadingPanels');
  });
});
