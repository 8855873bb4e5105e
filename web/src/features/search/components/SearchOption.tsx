import type { ReactNode } from 'react';

interface SearchOptionProps {
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
  title: ReactNode;
  detail: ReactNode;
}

export function SearchOption({ id, active, onChoose, onHover, title, detail }: SearchOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className="search-option"
      // Keep focus in the input: a mouse click must not blur it before the choice is made.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={onChoose}
    >
      <span className="search-option-title">{title}</span>
      <span className="search-option-detail">{detail}</span>
    </div>
  );
}
