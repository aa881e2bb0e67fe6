import {
  FACING_NAMES,
  FACT_LIMITS,
  type LandType,
  type PowerBackup,
  type TenantPreference,
  WATER_SOURCES,
  type WaterSource,
} from '../../../../contract/listing-facts';
import type { FactSection } from '../../../../contract/property-form';
import {
  errorId,
  FieldError,
  fieldId,
  FormSection,
  type PropertyFormApi,
  type SelectOption,
  SelectField,
  TextField,
} from './fields';

/**
 * The listing's facts (issue 34, product.md section 5): rent terms, the building, K-RERA and the
 * land, each a section of its own that the form shows only where it applies
 * (factSectionsShown). Every fact is optional; a choice left at "Not stated" sends nothing.
 */

const TENANT_PREFERENCE_LABELS: Record<TenantPreference, string> = {
  any: 'Anyone',
  family: 'Families',
  bachelors: 'Bachelors',
  company: 'Company lease',
};

const POWER_BACKUP_LABELS: Record<PowerBackup, string> = {
  none: 'None',
  partial: 'Partial (lights and fans)',
  full: 'Full',
};

const LAND_TYPE_LABELS: Record<LandType, string> = {
  purayidam: 'Purayidam (garden land)',
  nilam: 'Nilam (paddy land)',
  nilam_converted: 'Nilam, converted with permission',
  plantation: 'Plantation',
};

/** One line on what the chosen land type means for a buyer who wants to build. */
const LAND_TYPE_HINTS: Record<LandType | '', string> = {
  '': 'Nilam (paddy land) cannot be built on without conversion.',
  purayidam: 'Garden land: dry land, where houses are usually built.',
  nilam:
    'Paddy land: cannot be built on without conversion (Kerala Conservation of Paddy Land and Wetland Act, 2008).',
  nilam_converted: 'Paddy land converted with the permission the 2008 Act requires.',
  plantation: 'Plantation land (rubber, coconut, tea and the like).',
};

const WATER_SOURCE_LABELS: Record<WaterSource, string> = {
  kwa: 'KWA mains',
  well: 'Well',
  borewell: 'Borewell',
  panchayat: 'Panchayat supply',
};

/** Yes, No, or Not stated: an unknown stays unknown rather than becoming a No. */
const YES_NO_OPTIONS: readonly SelectOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const NOT_STATED = 'Not stated';

function optionsOf<T extends string>(labels: Record<T, string>): SelectOption[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

const RUPEES_INPUT = {
  type: 'number',
  inputMode: 'numeric',
  min: 0,
  max: FACT_LIMITS.maxRupees,
  step: 1,
} as const;
const FLOORS_INPUT = {
  type: 'number',
  inputMode: 'numeric',
  min: 0,
  max: FACT_LIMITS.maxFloors,
  step: 1,
} as const;
const FEET_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

export function RentTermsSection({ api }: { api: PropertyFormApi }) {
  return (
    <FormSection title="Rent terms" description="What a renter asks first. All optional.">
      <TextField api={api} name="security_deposit" inputProps={RUPEES_INPUT} />
      <TextField api={api} name="maintenance_monthly" inputProps={RUPEES_INPUT} />
      <TextField
        api={api}
        name="available_from"
        hint="The first day it can be moved into."
        inputProps={{ type: 'date' }}
      />
      <TextField
        api={api}
        name="lock_in_months"
        hint={`0 to ${FACT_LIMITS.maxLockInMonths}.`}
        inputProps={{
          type: 'number',
          inputMode: 'numeric',
          min: 0,
          max: FACT_LIMITS.maxLockInMonths,
          step: 1,
        }}
      />
      <SelectField
        api={api}
        name="tenant_preference"
        placeholder={NOT_STATED}
        options={optionsOf(TENANT_PREFERENCE_LABELS)}
      />
      <SelectField
        api={api}
        name="pets_allowed"
        placeholder={NOT_STATED}
        options={YES_NO_OPTIONS}
      />
    </FormSection>
  );
}

/** The water sources as checkboxes, kept as the API takes them: 'kwa,well'. */
function WaterSourceField({ api }: { api: PropertyFormApi }) {
  const chosen = new Set(
    api.values.water_source
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
  const toggle = (source: WaterSource, isChecked: boolean) => {
    const next = new Set(chosen);
    if (isChecked) next.add(source);
    else next.delete(source);
    // In the list's order, as the API stores them.
    api.setValues({ water_source: WATER_SOURCES.filter((item) => next.has(item)).join(',') });
  };
  const error = api.errors.water_source;
  return (
    <fieldset
      id={fieldId('water_source')}
      tabIndex={-1}
      aria-describedby={error ? errorId('water_source') : undefined}
      className="sm:col-span-2 md:col-span-3"
    >
      <legend className="mb-1.5 block text-sm font-medium text-ink-800">Water source</legend>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {WATER_SOURCES.map((source) => {
          const id = fieldId(`water_source-${source}`);
          return (
            <label
              key={source}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-100 px-3 py-2 text-sm text-ink-800 transition-colors hover:border-brand-300 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={id}
                type="checkbox"
                name="water_source"
                value={source}
                checked={chosen.has(source)}
                onChange={(event) => toggle(source, event.target.checked)}
                disabled={api.isSaving}
                className="size-4 shrink-0 accent-brand-700"
              />
              {WATER_SOURCE_LABELS[source]}
            </label>
          );
        })}
      </div>
      <FieldError errorKey="water_source" message={error} />
    </fieldset>
  );
}

export function BuildingSection({ api }: { api: PropertyFormApi }) {
  return (
    <FormSection title="The building" description="Floor, facing and services. All optional.">
      <TextField api={api} name="floor" hint="0 is the ground floor." inputProps={FLOORS_INPUT} />
      <TextField api={api} name="total_floors" inputProps={{ ...FLOORS_INPUT, min: 1 }} />
      <SelectField
        api={api}
        name="facing"
        placeholder={NOT_STATED}
        hint="The way the entrance faces."
        options={optionsOf(FACING_NAMES)}
      />
      <TextField
        api={api}
        name="carpet_area"
        hint="Inside the walls; not larger than the area."
        inputProps={FEET_INPUT}
      />
      <SelectField
        api={api}
        name="power_backup"
        placeholder={NOT_STATED}
        options={optionsOf(POWER_BACKUP_LABELS)}
      />
      <WaterSourceField api={api} />
    </FormSection>
  );
}

export function ReraSection({ api, warning }: { api: PropertyFormApi; warning?: string }) {
  return (
    <FormSection
      title="K-RERA"
      description="A registered project's number, as K-RERA issued it."
      columns={2}
    >
      <TextField
        api={api}
        name="rera_number"
        hint="e.g. K-RERA/PRJ/ERN/156/2025 for a project, K-RERA/AG/0138/2025 for an agent."
        note={warning}
        inputProps={{
          maxLength: FACT_LIMITS.maxReraChars,
          autoCapitalize: 'characters',
          spellCheck: false,
          placeholder: 'K-RERA/PRJ/ERN/156/2025',
        }}
      />
    </FormSection>
  );
}

export function LandSection({ api }: { api: PropertyFormApi }) {
  const landType = api.values.land_type as LandType | '';
  return (
    <FormSection title="Land" description="What a plot buyer asks first. All optional.">
      <TextField
        api={api}
        name="survey_number"
        hint="As in the village records, e.g. 123/4A."
        inputProps={{ maxLength: FACT_LIMITS.maxSurveyNumberChars, spellCheck: false }}
      />
      <TextField
        api={api}
        name="village"
        hint="The revenue village."
        inputProps={{ maxLength: FACT_LIMITS.maxPlaceNameChars }}
      />
      <TextField api={api} name="taluk" inputProps={{ maxLength: FACT_LIMITS.maxPlaceNameChars }} />
      <SelectField
        api={api}
        name="land_type"
        placeholder={NOT_STATED}
        hint={LAND_TYPE_HINTS[landType] ?? LAND_TYPE_HINTS['']}
        options={optionsOf(LAND_TYPE_LABELS)}
      />
      <SelectField
        api={api}
        name="in_data_bank"
        placeholder={NOT_STATED}
        hint="The local body's data bank of paddy land and wetland."
        options={YES_NO_OPTIONS}
      />
      <TextField
        api={api}
        name="road_width_ft"
        hint="The road the land reaches."
        inputProps={{ ...FEET_INPUT, max: FACT_LIMITS.maxRoadWidthFt }}
      />
      <TextField
        api={api}
        name="road_frontage_ft"
        hint="How much of the land fronts the road."
        inputProps={{ ...FEET_INPUT, max: FACT_LIMITS.maxRoadFrontageFt }}
      />
    </FormSection>
  );
}

const SECTION_TITLES: Record<FactSection, string> = {
  rent: 'Rent terms',
  building: 'The building',
  rera: 'K-RERA',
  land: 'Land',
};

const CLEARED_BECAUSE: Record<FactSection, string> = {
  rent: 'the listing is no longer for rent',
  building: 'the chosen type has no building',
  rera: 'the listing is no longer for sale',
  land: 'the listing is no longer land and has no cents',
};

/**
 * On edit, where a section with saved facts was hidden by the agent's change: its facts are
 * cleared on save (property-payload.ts), and this says so before the save, never silently.
 */
export function ClearedFactsNote({ sections }: { sections: readonly FactSection[] }) {
  if (sections.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-2xl border border-amber-200 bg-amber-50/60 px-4 py-3 text-sm text-amber-900"
    >
      <ul className="flex flex-col gap-1">
        {sections.map((section) => (
          <li key={section}>
            <span className="font-semibold">{SECTION_TITLES[section]}:</span> the saved facts will
            be removed on save, as {CLEARED_BECAUSE[section]}. Change it back to keep them.
          </li>
        ))}
      </ul>
    </div>
  );
}
