import { type ReactNode, useId } from 'react';

/** The building blocks of the Advanced Filters panel; each works in a plain GET form. */

/** A section that opens and closes (native <details>, so it works before hydration too). */
export function FilterSection({
  title,
  children,
  isOpen = true,
}: {
  title: string;
  children: ReactNode;
  isOpen?: boolean;
}) {
  return (
    <details open={isOpen} className="group/section border-b border-ink-100 py-1 last:border-b-0">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
        <h3>{title}</h3>
        <svg
          viewBox="0 0 24 24"
          className="size-4 text-ink-500 transition-transform group-open/section:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className="pt-1 pb-4">{children}</div>
    </details>
  );
}

const chipClass =
  'relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-ink-200 bg-white px-4 text-sm font-medium text-ink-800 transition-colors hover:border-brand-300 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

export interface Choice {
  label: string;
  value: string;
}

/** One choice of several, as chips (radio buttons); controlled when given `onChange`. */
export function ChoiceChips({
  legend,
  name,
  choices,
  value,
  onChange,
  isLegendVisible = false,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange?: (value: string) => void;
  isLegendVisible?: boolean;
}) {
  return (
    <fieldset>
      <legend className={isLegendVisible ? 'mb-2 text-sm font-medium text-ink-700' : 'sr-only'}>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.value} className={chipClass}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              {...(onChange
                ? { checked: value === choice.value, onChange: () => onChange(choice.value) }
                : { defaultChecked: value === choice.value })}
              // Transparent over the whole chip: the pointer lands on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Buttons that apply a ready-made range at once (submit buttons carrying their value). */
export function PresetButtons({
  label,
  name,
  presets,
  current,
}: {
  label: string;
  name: string;
  presets: readonly Choice[];
  current: string | undefined;
}) {
  return (
    <div role="group" aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {presets.map((preset) => (
        <button
          key={preset.value}
          type="submit"
          name={name}
          value={preset.value}
          aria-pressed={current === preset.value}
          className="inline-flex min-h-11 items-center rounded-full border border-ink-200 bg-white px-3.5 text-sm font-medium text-ink-800 transition-colors hover:border-brand-300 hover:text-brand-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
        >
          {preset.label}
        </button>
      ))}
    </div>
  );
}

export interface Track {
  min: number;
  max: number;
  step: number;
}

/**
 * Two native sliders, minimum and maximum, each labelled with its value shown; a handle at the
 * end of its track reads 'Any' (an open end). They send `<name>_min` and `<name>_max`.
 */
export function RangeSliders({
  name,
  label,
  track,
  value,
  onChange,
  format,
}: {
  name: string;
  label: string;
  track: Track;
  value: { min: number; max: number };
  onChange: (value: { min: number; max: number }) => void;
  format: (value: number) => string;
}) {
  const minText = value.min <= track.min ? 'Any' : format(value.min);
  const maxText = value.max >= track.max ? 'Any' : format(value.max);
  return (
    <div className="grid gap-x-6 sm:grid-cols-2">
      <SliderInput
        label={`Minimum ${label}`}
        name={`${name}_min`}
        track={track}
        value={value.min}
        valueText={minText}
        onChange={(min) => onChange({ min, max: Math.max(min, value.max) })}
      />
      <SliderInput
        label={`Maximum ${label}`}
        name={`${name}_max`}
        track={track}
        value={value.max}
        valueText={maxText}
        onChange={(max) => onChange({ min: Math.min(value.min, max), max })}
      />
    </div>
  );
}

/** One labelled native slider with its value shown beside the label. */
function SliderInput({
  label,
  name,
  track,
  value,
  valueText,
  onChange,
}: {
  label: string;
  name: string;
  track: Track;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium text-ink-700">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold text-ink-950 tabular-nums">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        min={track.min}
        max={track.max}
        step={track.step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 block h-11 w-full cursor-pointer accent-brand-700"
      />
    </div>
  );
}
