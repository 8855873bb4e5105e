import { useEffect, useRef, type ChangeEvent } from 'react';

interface SelectBoxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  /** `shift`: the click held Shift (a range from the last row clicked). */
  onToggle: (shift: boolean) => void;
}

/** A row's (or the header's) checkbox. React fires a checkbox's change from its click, so Shift is read there. */
export function SelectBox({ label, checked, indeterminate = false, onToggle }: SelectBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as Partial<MouseEvent>;
    onToggle(native.shiftKey === true);
  };
  return <input ref={box} type="checkbox" className="select-box" aria-label={label} checked={checked} onChange={change} />;
}
