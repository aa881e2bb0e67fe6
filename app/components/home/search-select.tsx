import { useId } from 'react';
import { StrokeIcon } from '../stroke-icon';

/** A labelled native select of the search panel; the empty value means 'any'. */
export function SearchSelect({
  label,
  name,
  value,
  onChange,
  emptyLabel,
  choices,
  className = '',
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  emptyLabel: string;
  choices: { label: string; value: string }[];
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-7 items-center text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="block min-h-12 w-full appearance-none truncate rounded-xl border border-ink-200 bg-white py-2.5 pr-9 pl-3.5 text-base text-ink-950 focus:border-brand-600"
        >
          <option value="">{emptyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <StrokeIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500">
          <path d="m6 9 6 6 6-6" />
        </StrokeIcon>
      </div>
    </div>
  );
}
