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
  /** Appended to its own class: ' max-md:hidden' while folded away on a phone. */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`search-select${className}`}>
      <label htmlFor={id}>{label}</label>
      <div className="search-box">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{emptyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <StrokeIcon>
          <path d="m6 9 6 6 6-6" />
        </StrokeIcon>
      </div>
    </div>
  );
}
