interface StatusFilterProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  current: T;
  onChange: (value: T) => void;
}

/** Toggle buttons that choose which state a list shows (the route keeps it in the URL). */
export function StatusFilter<T extends string>({ label, options, current, onChange }: StatusFilterProps<T>) {
  return (
    <div role="group" aria-label={label} className="admin-filters">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="admin-filter"
          aria-pressed={option.value === current}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
