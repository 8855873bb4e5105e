import { useId, useState, type ReactElement } from 'react';
import './tooltip.css';

interface TooltipProps {
  /** Already translated; no tooltip when null. */
  text: string | null;
  /** When another control also refers to the tooltip (aria-describedby) by this id. */
  id?: string;
  children: (describedBy: string | undefined) => ReactElement;
}

/**
 * A tooltip shown while the control is hovered or focused, and hidden again with Escape
 * (WCAG 1.4.13). The control names it with aria-describedby, so screen readers read it too.
 */
export function Tooltip({ text, id: givenId, children }: TooltipProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const [dismissed, setDismissed] = useState(false);
  if (!text) return children(undefined);
  return (
    <span
      className="tooltip-anchor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseEnter={() => setDismissed(false)}
      onFocus={() => setDismissed(false)}
    >
      {children(id)}
      <span role="tooltip" id={id} className="tooltip" data-dismissed={dismissed || undefined}>
        {text}
      </span>
    </span>
  );
}
