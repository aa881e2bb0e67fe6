import { type RefObject } from 'react';

import {
  IMAGES_ERROR_KEY,
  LOCATION_ERROR_KEY,
  NEARBY_ERROR_KEY,
  type PropertyFormErrors,
  type PropertyFormField,
  type PropertyFormValues,
} from '../../../../contract/property-form';
import type { SaveFailure } from '../../../lib/admin/property-save-errors';
import { FIELD_LABELS, fieldId } from './fields';

interface SummaryItem {
  key: string;
  label: string;
  message: string;
  /** The control the item's link focuses. */
  targetId: string;
}

/** Each error with the name of what it concerns and the control to go to, in screen order. */
function toSummaryItems(errors: PropertyFormErrors, values: PropertyFormValues): SummaryItem[] {
  return Object.entries(errors).map(([key, message]) => {
    if (key === LOCATION_ERROR_KEY) {
      const firstEmpty = (['state', 'district', 'city'] as const).find((name) => !values[name]);
      return { key, label: 'Location', message, targetId: fieldId(firstEmpty ?? 'state') };
    }
    if (key.startsWith(`${NEARBY_ERROR_KEY}.`)) {
      const rowKey = key.slice(NEARBY_ERROR_KEY.length + 1);
      const position = values.nearby_places.findIndex((row) => row.key === rowKey) + 1;
      return {
        key,
        label: `Nearby place ${position}`,
        message,
        targetId: fieldId(`${rowKey}-place`),
      };
    }
    if (key === NEARBY_ERROR_KEY) {
      const first = values.nearby_places[0];
      return {
        key,
        label: 'Nearby Places',
        message,
        targetId: first ? fieldId(`${first.key}-place`) : fieldId(key),
      };
    }
    if (key === IMAGES_ERROR_KEY) {
      return { key, label: 'Images', message, targetId: fieldId(IMAGES_ERROR_KEY) };
    }
    if (key === 'features') return { key, label: 'Features', message, targetId: fieldId(key) };
    return {
      key,
      label: FIELD_LABELS[key as PropertyFormField] ?? key,
      message,
      targetId: fieldId(key),
    };
  });
}

function goTo(targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * What stops the save, at the top of the form: the server's answer (on add with a line per field,
 * as product.md section 8 gives them) and each field's error as a link to the field. It takes the
 * focus after a refused save, so a screen reader reads it and a keyboard user starts from it.
 */
export function ErrorSummary({
  summaryRef,
  failure,
  errors,
  values,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  failure: SaveFailure | null;
  errors: PropertyFormErrors;
  values: PropertyFormValues;
}) {
  const items = toSummaryItems(errors, values);
  if (!failure && items.length === 0) return null;
  const count = items.length;
  const heading =
    failure?.message ??
    `${count} ${count === 1 ? 'field needs' : 'fields need'} your attention before saving`;

  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby="property-form-summary-heading"
      data-testid="form-error-summary"
      className="scroll-mt-24 rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-600"
    >
      <h2 id="property-form-summary-heading" className="font-semibold text-red-900">
        {heading}
      </h2>
      {failure && failure.lines.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {failure.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <ul className="mt-2 list-disc pl-5 lg:columns-2 lg:gap-10">
          {items.map((item) => (
            <li key={item.key} className="mb-1 break-inside-avoid">
              <a
                href={`#${item.targetId}`}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(item.targetId);
                }}
                className="font-medium underline decoration-red-300 underline-offset-2 hover:decoration-red-700"
              >
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
