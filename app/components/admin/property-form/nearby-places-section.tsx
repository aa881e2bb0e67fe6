import {
  NEARBY_ERROR_KEY,
  type NearbyPlaceRow,
  nearbyRowErrorKey,
  parseDistance,
} from '../../../../contract/property-form';
import { createNearbyRow } from '../../../lib/admin/property-payload';
import { StrokeIcon } from '../../stroke-icon';
import { buttonStyles, iconButtonStyles, inputStyles } from '../ui';
import { errorId, FieldError, fieldId, FormSection, type PropertyFormApi } from './fields';

const HINT = 'Enter place name with distance (e.g., Shopping Mall 1.5km)';
const HINT_ID = fieldId('nearby-hint');

/**
 * Nearby Places (product.md sections 2 and 5): rows of a place and its distance in km, added,
 * edited and removed. Brackets and quotes are refused; on add a row is saved only with a distance.
 */
export function NearbyPlacesSection({ api }: { api: PropertyFormApi }) {
  const rows = api.values.nearby_places;

  const changeRow = (key: string, changes: Partial<NearbyPlaceRow>) =>
    api.setValues({
      nearby_places: rows.map((row) => (row.key === key ? { ...row, ...changes } : row)),
    });
  const removeRow = (key: string) =>
    api.setValues({ nearby_places: rows.filter((row) => row.key !== key) });
  const addRow = () => {
    const row = createNearbyRow();
    api.setValues({ nearby_places: [...rows, row] });
    // Focus the new row's place once React has drawn it.
    requestAnimationFrame(() => document.getElementById(fieldId(`${row.key}-place`))?.focus());
  };

  return (
    <FormSection title="Nearby Places" description={HINT} descriptionId={HINT_ID} columns={1}>
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => {
          const rowError = api.errors[nearbyRowErrorKey(row)];
          const placeId = fieldId(`${row.key}-place`);
          const distanceId = fieldId(`${row.key}-distance`);
          const isMissingDistance =
            api.mode === 'add' && row.place.trim() !== '' && parseDistance(row.distance) === null;
          const noteId = `${distanceId}-note`;
          return (
            <li
              key={row.key}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 sm:grid-cols-[1fr_10rem_auto]"
            >
              <div className="col-span-2 sm:col-span-1">
                <label htmlFor={placeId} className="mb-1 block text-xs font-medium text-ink-600">
                  Place {index + 1}
                </label>
                <input
                  id={placeId}
                  type="text"
                  value={row.place}
                  onChange={(event) => changeRow(row.key, { place: event.target.value })}
                  placeholder="Shopping Mall"
                  disabled={api.isSaving}
                  aria-invalid={rowError ? true : undefined}
                  aria-describedby={[HINT_ID, rowError ? errorId(nearbyRowErrorKey(row)) : '']
                    .filter(Boolean)
                    .join(' ')}
                  className={inputStyles}
                />
              </div>
              <div>
                <label htmlFor={distanceId} className="mb-1 block text-xs font-medium text-ink-600">
                  Distance (km)
                </label>
                <input
                  id={distanceId}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.1}
                  value={row.distance}
                  onChange={(event) => changeRow(row.key, { distance: event.target.value })}
                  placeholder="1.5"
                  disabled={api.isSaving}
                  aria-describedby={isMissingDistance ? noteId : undefined}
                  className={inputStyles}
                />
              </div>
              <div className="flex items-end">
                <button
                  type="button"
                  className={`${iconButtonStyles} min-h-11 min-w-11 hover:text-red-700`}
                  onClick={() => removeRow(row.key)}
                  disabled={api.isSaving}
                >
                  <StrokeIcon className="size-5">
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
                  </StrokeIcon>
                  <span className="sr-only">Remove place {index + 1}</span>
                </button>
              </div>
              <div className="col-span-2 sm:col-span-3">
                <FieldError errorKey={nearbyRowErrorKey(row)} message={rowError} />
                {isMissingDistance && !rowError && (
                  <p id={noteId} className="text-xs text-ink-500">
                    Add the distance in km, or this place is not saved.
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {rows.length === 0 && <p className="text-sm text-ink-500">No nearby places yet.</p>}
      <FieldError errorKey={NEARBY_ERROR_KEY} message={api.errors[NEARBY_ERROR_KEY]} />
      <div>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={addRow}
          disabled={api.isSaving}
        >
          <StrokeIcon className="size-4">
            <path d="M12 5v14M5 12h14" />
          </StrokeIcon>
          Add place
        </button>
      </div>
    </FormSection>
  );
}
