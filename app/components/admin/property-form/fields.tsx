import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

import type {
  PropertyFormErrors,
  PropertyFormField,
  PropertyFormMode,
  PropertyFormValues,
} from '../../../../contract/property-form';
import { StrokeIcon } from '../../stroke-icon';
import { inputStyles, labelStyles } from '../ui';

/** What every section of the property form reads and changes. */
export interface PropertyFormApi {
  mode: PropertyFormMode;
  values: PropertyFormValues;
  errors: PropertyFormErrors;
  isSaving: boolean;
  setValues: (changes: Partial<PropertyFormValues>) => void;
  isRequired: (name: PropertyFormField) => boolean;
}

/** The label of each field, on screen and in the error summary. */
export const FIELD_LABELS: Record<PropertyFormField, string> = {
  title: 'Title',
  title_ml: 'Title in Malayalam',
  property_for: 'Property for',
  property_ownership: 'Ownership',
  price: 'Price (₹)',
  status: 'Listing status',
  property_type: 'Property type',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  area: 'Area (sq.ft)',
  cents: 'Land area (cents)',
  built_year: 'Built year',
  parking_spaces: 'Parking spaces',
  furnishing: 'Furnishing',
  security_deposit: 'Security deposit (₹)',
  maintenance_monthly: 'Maintenance a month (₹)',
  available_from: 'Available from',
  lock_in_months: 'Lock-in (months)',
  tenant_preference: 'Tenant preference',
  pets_allowed: 'Pets allowed',
  floor: 'Floor',
  total_floors: 'Floors in the building',
  facing: 'Facing',
  carpet_area: 'Carpet area (sq.ft)',
  water_source: 'Water source',
  power_backup: 'Power backup',
  rera_number: 'K-RERA number',
  survey_number: 'Survey number',
  village: 'Village',
  taluk: 'Taluk',
  land_type: 'Land type',
  in_data_bank: 'In the paddy-land data bank',
  road_width_ft: 'Road width (ft)',
  road_frontage_ft: 'Road frontage (ft)',
  contact_name: 'Contact name',
  email: 'E-mail',
  phone_number: 'Phone number',
  whatsapp_number: 'WhatsApp number',
  state: 'State',
  district: 'District',
  city: 'City',
  google_maps_url: 'Google Maps URL',
  google_embedded_map_link: 'Embedded map link',
  latitude: 'Latitude',
  longitude: 'Longitude',
  description: 'Description',
  description_ml: 'Description in Malayalam',
  youtube_video_link: 'Video link',
};

/** The id of a field's control; the summary links to it. */
export function fieldId(key: string): string {
  return `property-${key.replace(/[^a-z0-9-]+/gi, '-')}`;
}

export function errorId(key: string): string {
  return `${fieldId(key)}-error`;
}

export function FieldError({ errorKey, message }: { errorKey: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(errorKey)} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-700">
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
        <path
          fill="currentColor"
          d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z"
        />
      </svg>
      {message}
    </p>
  );
}

/** The card every section of the form sits on. */
export const sectionCardStyles = 'rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6';

/** A card with a heading: one section of the form, a region named by its heading. */
export function FormSection({
  title,
  description,
  descriptionId,
  children,
  columns = 3,
}: {
  title: string;
  description?: string;
  /** For controls that the description explains (aria-describedby). */
  descriptionId?: string;
  children: ReactNode;
  /** Columns of the field grid on wide screens. */
  columns?: 1 | 2 | 3;
}) {
  const headingId = useId();
  const grid = {
    1: 'grid-cols-1',
    2: 'grid-cols-1 sm:grid-cols-2',
    3: 'grid-cols-1 sm:grid-cols-2 md:grid-cols-3',
  }[columns];
  return (
    <section aria-labelledby={headingId} className={sectionCardStyles}>
      <h2 id={headingId} className="font-display text-lg font-semibold text-ink-950">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="mt-1 text-sm text-ink-600">
          {description}
        </p>
      )}
      <div className={`mt-5 grid gap-5 ${grid}`}>{children}</div>
    </section>
  );
}

type ControlProps = {
  api: PropertyFormApi;
  name: PropertyFormField;
  hint?: ReactNode;
  className?: string;
  /** An error shown elsewhere that also concerns this control (the location cascade's). */
  groupErrorKey?: string;
  /** For a section's only field, whose heading already says what it is. */
  isLabelHidden?: boolean;
  /** A warning that does not stop the save (the K-RERA number's), under the hint. */
  note?: string;
};

/** The id of a field's non-blocking note. */
export function noteId(key: string): string {
  return `${fieldId(key)}-note`;
}

/** A warning under a field that does not stop the save. */
export function FieldNote({ noteKey, message }: { noteKey: string; message?: string }) {
  if (!message) return null;
  return (
    <p
      id={noteId(noteKey)}
      className="mt-1.5 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 ring-1 ring-amber-200"
    >
      <span className="font-semibold">Note: </span>
      {message}
    </p>
  );
}

/** The label, the control, a hint and the field's error, wired together for screen readers. */
function FieldFrame({
  api,
  name,
  hint,
  className = '',
  isLabelHidden = false,
  note,
  children,
}: ControlProps & { children: ReactNode }) {
  return (
    <div className={className}>
      {/* The star stays outside the label, so the field's name is its label alone. */}
      <div className={isLabelHidden ? 'sr-only' : 'flex gap-0.5'}>
        <label htmlFor={fieldId(name)} className={labelStyles}>
          {FIELD_LABELS[name]}
        </label>
        {api.isRequired(name) && (
          <span className="text-sm font-medium text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      )}
      <FieldNote noteKey={name} message={note} />
      <FieldError errorKey={name} message={api.errors[name]} />
    </div>
  );
}

function controlAttributes({ api, name, hint, groupErrorKey, note }: ControlProps) {
  const ownError = api.errors[name];
  const groupError = groupErrorKey ? api.errors[groupErrorKey] : undefined;
  const ids = [
    hint ? `${fieldId(name)}-hint` : '',
    note ? noteId(name) : '',
    ownError ? errorId(name) : '',
    groupError && groupErrorKey ? errorId(groupErrorKey) : '',
  ].filter(Boolean);
  return {
    id: fieldId(name),
    name,
    'aria-required': api.isRequired(name) || undefined,
    'aria-invalid': ownError || groupError ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    disabled: api.isSaving,
  };
}

export function TextField({
  inputProps,
  ...props
}: ControlProps & {
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'id'>;
}) {
  const { api, name } = props;
  return (
    <FieldFrame {...props}>
      <input
        type="text"
        {...inputProps}
        {...controlAttributes(props)}
        value={api.values[name]}
        onChange={(event) => api.setValues({ [name]: event.target.value })}
        className={inputStyles}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  rows = 6,
  lang,
  ...props
}: ControlProps & {
  rows?: number;
  /** The language of the text typed in, when it is not the page's (Malayalam). */
  lang?: string;
}) {
  const { api, name } = props;
  return (
    <FieldFrame {...props}>
      <textarea
        {...controlAttributes(props)}
        lang={lang}
        rows={rows}
        value={api.values[name]}
        onChange={(event) => api.setValues({ [name]: event.target.value })}
        className={`${inputStyles} resize-y leading-relaxed`}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  options,
  placeholder,
  onSelect,
  isDisabled = false,
  ...props
}: ControlProps & {
  options: readonly SelectOption[];
  /** The empty first option; none when a value is always chosen. */
  placeholder?: string;
  /** Instead of setting the value alone (the location cascade clears the fields below). */
  onSelect?: (value: string) => void;
  isDisabled?: boolean;
}) {
  const { api, name } = props;
  const attributes = controlAttributes(props);
  return (
    <FieldFrame {...props}>
      <div className="relative">
        <select
          {...attributes}
          disabled={attributes.disabled || isDisabled}
          value={api.values[name]}
          onChange={(event) =>
            onSelect ? onSelect(event.target.value) : api.setValues({ [name]: event.target.value })
          }
          className={`${inputStyles} appearance-none pr-9`}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <StrokeIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500">
          <path d="m6 9 6 6 6-6" />
        </StrokeIcon>
      </div>
    </FieldFrame>
  );
}
