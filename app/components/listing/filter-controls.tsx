import { type ReactNode, useId } from 'react';

import { useI18n } from '../../i18n/i18n';

/**
 * The building blocks of the Advanced Filters panel; each works in a plain GET form. Their looks
 * are in app/styles/listing.css.
 */

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
    <details open={isOpen} className="fsec">
      <summary>
        <h3>{title}</h3>
      </summary>
      <div>{children}</div>
    </details>
  );
}

export interface Choice {
  label: string;
  value: string;
}

/**
 * One choice of several, as chips (radio buttons); controlled when given `onChange`. With
 * `isMultiple`, any number of them (checkboxes, uncontrolled; `value` lists the chosen ones,
 * separated by commas).
 */
export function ChoiceChips({
  legend,
  name,
  choices,
  value,
  onChange,
  isLegendVisible = false,
  isMultiple = false,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange?: (value: string) => void;
  isLegendVisible?: boolean;
  isMultiple?: boolean;
}) {
  const chosen = isMultiple ? value.split(',') : [value];
  return (
    <fieldset>
      <legend className={isLegendVisible ? 'chips-legend' : 'sr-only'}>{legend}</legend>
      <div className="chips">
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type={isMultiple ? 'checkbox' : 'radio'}
              name={name}
              value={choice.value}
              {...(onChange
                ? { checked: value === choice.value, onChange: () => onChange(choice.value) }
                : { defaultChecked: chosen.includes(choice.value) })}
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
    <div role="group" aria-label={label} className="presets">
      {presets.map((preset) => (
        // Buttons of a form submit it: no type needed.
        <button
          key={preset.value}
          name={name}
          value={preset.value}
          aria-pressed={current === preset.value}
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
  labels,
  track,
  value,
  onChange,
  format,
}: {
  name: string;
  labels: { min: string; max: string };
  track: Track;
  value: { min: number; max: number };
  onChange: (value: { min: number; max: number }) => void;
  format: (value: number) => string;
}) {
  const { any } = useI18n().m.listing.filters;
  const minText = value.min <= track.min ? any : format(value.min);
  const maxText = value.max >= track.max ? any : format(value.max);
  return (
    <div className="sliders">
      <SliderInput
        label={labels.min}
        name={`${name}_min`}
        track={track}
        value={value.min}
        valueText={minText}
        onChange={(min) => onChange({ min, max: Math.max(min, value.max) })}
      />
      <SliderInput
        label={labels.max}
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
      <div className="slider-head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{valueText}</output>
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
      />
    </div>
  );
}
