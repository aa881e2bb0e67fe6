import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';

import {
  FURNISHING_LABELS,
  OWNERSHIP_LABELS,
  PROPERTY_FOR_LABELS,
} from '../../../../contract/admin-properties';
import { normalizePhone } from '../../../../contract/enquiry-rules';
import { formatPrice } from '../../../../contract/format';
import {
  MAX_ROOMS,
  MAX_TITLE_CHARS,
  type PropertyStatus,
} from '../../../../contract/property-constants';
import { type Property, type PropertyImage } from '../../../../contract/properties';
import {
  factSectionsShown,
  factSectionsToClear,
  LOCATION_ERROR_KEY,
  NEARBY_ERROR_KEY,
  type PropertyFormErrors,
  type PropertyFormField,
  type PropertyFormMode,
  type PropertyFormValues,
  propertyFormWarnings,
  requiredFields,
  validatePropertyForm,
} from '../../../../contract/property-form';
import type { ReferenceItem } from '../../../../contract/reference';
import { areaUnitFor } from '../../../lib/search-options';
import { buildPropertyFormData } from '../../../lib/admin/property-payload';
import { isReordered } from '../../../lib/admin/photo-order';
import type { PropertySaveResult } from '../../../lib/admin/property-save';
import type { SaveFailure } from '../../../lib/admin/property-save-errors';
import { multipartSubmit } from '../../../lib/admin/submit';
import { useUploadProgress } from '../../../lib/admin/upload';
import { useActionResult } from '../../../lib/admin/use-action-result';
import { Spinner } from '../spinner';
import { buttonStyles } from '../ui';
import { ErrorSummary } from './error-summary';
import {
  BuildingSection,
  ClearedFactsNote,
  LandSection,
  RentTermsSection,
  ReraSection,
} from './facts-sections';
import { FeaturesSection } from './features-section';
import { FormSection, type PropertyFormApi, SelectField, TextAreaField, TextField } from './fields';
import { LocationSection, type PlaceLists } from './location-section';
import { MediaSection } from './media-section';
import { NearbyPlacesSection } from './nearby-places-section';
import { useImagePreviews } from './use-image-previews';
import { useLeaveGuard } from './use-leave-guard';

export const PROPERTIES_PATH = '/admin/properties';

const STATUS_LABELS: Record<PropertyStatus, string> = {
  available: 'Available',
  draft: 'Draft (hidden from the site)',
  sold: 'Sold',
  rented: 'Rented',
};

/** Number boxes: whole rooms up to product.md's 10, and amounts (rupees, sq.ft, cents). */
const ROOMS_INPUT = {
  type: 'number',
  inputMode: 'numeric',
  min: 0,
  max: MAX_ROOMS,
  step: 1,
} as const;
const AMOUNT_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

const PHONE_INPUT = { type: 'tel', inputMode: 'tel', placeholder: '+919846012345' } as const;
const PHONE_FIELDS = ['phone_number', 'whatsapp_number'] as const;

/** The values with each phone as normalizePhone writes it (the same object when none changes). */
function withNormalizedPhones(values: PropertyFormValues): PropertyFormValues {
  const changes: Partial<PropertyFormValues> = {};
  for (const name of PHONE_FIELDS) {
    // An empty box stays empty: the required-field message says what is missing.
    if (values[name].trim() === '') continue;
    const phone = normalizePhone(values[name]);
    if (phone !== values[name]) changes[name] = phone;
  }
  return Object.keys(changes).length > 0 ? { ...values, ...changes } : values;
}

function optionsOf<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

/** The lists the form's selects and checkboxes offer. */
export interface PropertyFormReference {
  propertyTypes: ReferenceItem[];
  features: ReferenceItem[];
  places: PlaceLists;
}

/** Which errors a change of these values makes stale (the server's, until the next save). */
function keysChangedBy(changes: Partial<PropertyFormValues>): (key: string) => boolean {
  const names = Object.keys(changes);
  const touchesLocation = names.some((name) => ['state', 'district', 'city'].includes(name));
  return (key) =>
    names.includes(key) ||
    (touchesLocation && key === LOCATION_ERROR_KEY) ||
    (names.includes('nearby_places') && key.startsWith(NEARBY_ERROR_KEY));
}

/**
 * The add and edit property form (product.md sections 2 to 5): every field of a listing in
 * sections, checked with the contract's rules on Save (then again as the admin corrects them),
 * errors next to their fields and in a summary that takes the focus, and the save submitted as
 * multipart to the screen's clientAction (lib/admin/property-save.ts), with an upload progress bar.
 * Nothing is loaded again after a save: it leaves the screen, or the form shows the refusal.
 */
export function PropertyForm({
  mode,
  initialValues,
  reference,
  property,
  onSaved,
}: {
  mode: PropertyFormMode;
  initialValues: PropertyFormValues;
  reference: PropertyFormReference;
  /** The listing being edited. */
  property?: Property;
  onSaved: (saved: Property) => void;
}) {
  const [values, setFormValues] = useState(initialValues);
  const [hasTriedToSave, setHasTriedToSave] = useState(false);
  const [serverErrors, setServerErrors] = useState<PropertyFormErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const saving = useFetcher<PropertySaveResult>();
  // Once saved, the form stays as it was while it leaves for the list.
  const isSaving = saving.state !== 'idle' || saving.data?.isSaved === true;
  const progress = useUploadProgress('property');
  const [existingImages, setExistingImages] = useState<PropertyImage[]>(property?.images ?? []);
  const newImages = useImagePreviews();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryFocusRequest, setSummaryFocusRequest] = useState(0);
  const hasUnsavedChanges =
    newImages.images.length > 0 ||
    JSON.stringify(values) !== JSON.stringify(initialValues) ||
    isReordered(
      existingImages.map((image) => image.id),
      (property?.images ?? []).map((image) => image.id),
    );
  const leaveGuard = useLeaveGuard(hasUnsavedChanges && !isSaving);
  const currentYear = new Date().getFullYear();
  const imageCount = existingImages.length + newImages.images.length;

  const typeNameOf = (id: string) =>
    reference.propertyTypes.find((type) => String(type.id) === id)?.name;
  const typeName = typeNameOf(values.property_type) ?? property?.property_type_details?.name;
  const isLand = areaUnitFor(typeName) === 'cents';
  const initialIsLand =
    areaUnitFor(
      typeNameOf(initialValues.property_type) ?? property?.property_type_details?.name,
    ) === 'cents';
  const rules = { mode, currentYear, imageCount, isLand };
  // The facts' sections (issue 34): shown where they apply; on edit, those a change hid.
  const shownFacts = factSectionsShown(values, { isLand });
  const factsToClear =
    mode === 'edit' ? factSectionsToClear(values, initialValues, { isLand, initialIsLand }) : [];
  const warnings = propertyFormWarnings(values, { typeName: typeName ?? null, currentYear });
  // Checked again on every change once Save was tried, so each message goes as it is fixed.
  const clientErrors = hasTriedToSave ? validatePropertyForm(values, rules) : {};
  const errors = { ...serverErrors, ...clientErrors };

  useEffect(() => {
    if (summaryFocusRequest === 0) return;
    const summary = summaryRef.current;
    summary?.focus({ preventScroll: true });
    summary?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [summaryFocusRequest]);

  const required = requiredFields(mode, { isLand });
  const api: PropertyFormApi = {
    mode,
    values,
    errors,
    isSaving,
    setValues: (changes) => {
      setFormValues((current) => ({ ...current, ...changes }));
      const isStale = keysChangedBy(changes);
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !isStale(key))),
      );
    },
    isRequired: (name: PropertyFormField) =>
      required.includes(name) || ['state', 'district', 'city'].includes(name),
  };

  // A screen left while the photos were sending stays left: the answer no longer reaches here.
  useActionResult(saving, {
    onAnswer: (result) => {
      if (result.isSaved) {
        leaveGuard.leaveOnPurpose();
        onSaved(result.property);
        return;
      }
      setFailure(result.failure);
      setServerErrors(result.fieldErrors);
      setSummaryFocusRequest((count) => count + 1);
    },
  });

  /** A mobile typed as 98765 43210 shows as +919876543210 once its box is left. */
  function normalizePhoneField(name: (typeof PHONE_FIELDS)[number]) {
    const phone = normalizePhone(values[name]);
    if (phone !== values[name]) api.setValues({ [name]: phone });
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    setHasTriedToSave(true);
    setFailure(null);
    setServerErrors({});
    // And on Save, whatever the focus did: the numbers saved are the ones then shown.
    const phones = withNormalizedPhones(values);
    if (phones !== values) setFormValues(phones);
    const found = validatePropertyForm(phones, rules);
    if (Object.keys(found).length > 0) {
      setSummaryFocusRequest((count) => count + 1);
      return;
    }

    const body = buildPropertyFormData({
      values: phones,
      mode,
      initial: initialValues,
      files: newImages.images.map((image) => image.file),
      existingImageIds: existingImages.map((image) => image.id),
      isLand,
      initialIsLand,
    });
    void saving.submit(body, {
      ...multipartSubmit(mode === 'add' ? 'post' : 'patch'),
      defaultShouldRevalidate: false,
    });
  }

  const price = Number(values.price);
  const typeOptions = reference.propertyTypes.map((type) => ({
    value: String(type.id),
    label: type.name,
  }));
  // A listing keeps its type on screen even if the list of types could not be loaded.
  if (property?.property_type_details && typeOptions.length === 0) {
    const { id, name } = property.property_type_details;
    typeOptions.push({ value: String(id), label: name });
  }
  const uploadPercent = Math.round(progress * 100);
  const hasUploads = newImages.images.length > 0;
  // Once the photos are sent, the server still resizes them: say so rather than sit at 100 %.
  const savingLabel =
    hasUploads && uploadPercent < 100 ? `Uploading images… ${uploadPercent}%` : 'Saving…';

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-6">
      <ErrorSummary
        summaryRef={summaryRef}
        failure={failure}
        errors={failure ? {} : clientErrors}
        values={values}
      />

      <FormSection title="Basic Information">
        {/* Each title on a row of its own: the Malayalam one right under the English one. */}
        <TextField
          api={api}
          name="title"
          className="sm:col-span-2 md:col-span-3"
          inputProps={{
            maxLength: MAX_TITLE_CHARS,
            placeholder: 'e.g. 3 BHK villa with garden in Kakkanad',
          }}
        />
        <TextField
          api={api}
          name="title_ml"
          className="sm:col-span-2 md:col-span-3"
          hint="Optional. Shown on the Malayalam pages; without it they show the English title."
          inputProps={{ maxLength: MAX_TITLE_CHARS, lang: 'ml' }}
        />
        <TextField
          api={api}
          name="price"
          hint={Number.isFinite(price) && price > 0 ? formatPrice(price) : 'In rupees'}
          inputProps={AMOUNT_INPUT}
        />
        <SelectField api={api} name="property_for" options={optionsOf(PROPERTY_FOR_LABELS)} />
        <SelectField api={api} name="property_ownership" options={optionsOf(OWNERSHIP_LABELS)} />
        <SelectField
          api={api}
          name="status"
          options={optionsOf(STATUS_LABELS)}
          hint="Only available listings appear on the site."
        />
      </FormSection>

      <FormSection title="Property Details">
        <SelectField
          api={api}
          name="property_type"
          placeholder="Select type"
          options={typeOptions}
        />
        <TextField api={api} name="bedrooms" inputProps={ROOMS_INPUT} />
        <TextField api={api} name="bathrooms" inputProps={ROOMS_INPUT} />
        <TextField api={api} name="area" inputProps={AMOUNT_INPUT} />
        <TextField api={api} name="cents" hint="For land; optional." inputProps={AMOUNT_INPUT} />
        <TextField
          api={api}
          name="built_year"
          inputProps={{
            type: 'number',
            inputMode: 'numeric',
            min: 1800,
            max: currentYear,
            step: 1,
            placeholder: String(currentYear),
          }}
        />
        <TextField api={api} name="parking_spaces" inputProps={ROOMS_INPUT} />
        <SelectField
          api={api}
          name="furnishing"
          placeholder={mode === 'add' ? 'Not specified' : 'Select furnishing'}
          options={optionsOf(FURNISHING_LABELS)}
        />
      </FormSection>

      {shownFacts.rent && <RentTermsSection api={api} />}
      {shownFacts.building && <BuildingSection api={api} />}
      {shownFacts.rera && <ReraSection api={api} warning={warnings.rera_number} />}
      {shownFacts.land && <LandSection api={api} />}
      <ClearedFactsNote sections={factsToClear} />

      <FormSection title="Contact Information" columns={2}>
        <TextField api={api} name="contact_name" inputProps={{ autoComplete: 'off' }} />
        <TextField
          api={api}
          name="email"
          inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'off' }}
        />
        <TextField
          api={api}
          name="phone_number"
          inputProps={{ ...PHONE_INPUT, onBlur: () => normalizePhoneField('phone_number') }}
        />
        <TextField
          api={api}
          name="whatsapp_number"
          inputProps={{ ...PHONE_INPUT, onBlur: () => normalizePhoneField('whatsapp_number') }}
        />
      </FormSection>

      <LocationSection api={api} places={reference.places} />

      <FormSection title="Description" columns={1}>
        <TextAreaField api={api} name="description" rows={7} />
        <TextAreaField
          api={api}
          name="description_ml"
          rows={7}
          lang="ml"
          hint="Optional. Shown on the Malayalam pages; without it they show the English description."
        />
      </FormSection>

      <FeaturesSection api={api} features={reference.features} />
      <NearbyPlacesSection api={api} />
      <MediaSection
        api={api}
        hasSavedImages={property !== undefined}
        existingImages={existingImages}
        onExistingImageDeleted={(imageId) =>
          setExistingImages((current) => current.filter((image) => image.id !== imageId))
        }
        onExistingImagesReordered={setExistingImages}
        newImages={newImages.images}
        onAddImages={newImages.add}
        onRemoveImage={newImages.remove}
      />

      {/* Sticky, so Save is at hand anywhere on this long form. */}
      <div className="sticky bottom-0 z-10 -mx-3 -mb-6 border-t border-ink-100 bg-white/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
          <div className="flex-1 text-sm text-ink-600">
            {isSaving && (
              <div className="flex items-center gap-3">
                <Spinner className="size-5" label="Saving…" />
                <span className="shrink-0" aria-hidden="true">
                  {savingLabel}
                </span>
                {hasUploads && (
                  <div
                    role="progressbar"
                    aria-label="Upload progress"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={uploadPercent}
                    className="h-2 w-full max-w-64 overflow-hidden rounded-full bg-ink-100"
                  >
                    <div
                      className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
                      style={{ width: `${uploadPercent}%` }}
                    />
                  </div>
                )}
              </div>
            )}
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <Link
              to={PROPERTIES_PATH}
              className={buttonStyles.secondary}
              aria-disabled={isSaving || undefined}
              onClick={(event) => {
                if (isSaving) event.preventDefault();
                // Cancel means: drop the changes.
                else leaveGuard.leaveOnPurpose();
              }}
            >
              Cancel
            </Link>
            <button type="submit" className={buttonStyles.primary} disabled={isSaving}>
              {mode === 'add' ? 'Create Property' : 'Save Changes'}
            </button>
          </div>
        </div>
      </div>
      {leaveGuard.dialog}
    </form>
  );
}
