import type { ReferenceItem } from '../../../../contract/reference';
import { FieldError, fieldId, type PropertyFormApi, sectionCardStyles } from './fields';

/** Features (product.md section 2): a checkbox for each feature of the settings screen. */
export function FeaturesSection({
  api,
  features,
}: {
  api: PropertyFormApi;
  features: ReferenceItem[];
}) {
  const chosen = new Set(api.values.features);
  const toggle = (id: number, isChecked: boolean) =>
    api.setValues({
      features: isChecked
        ? [...api.values.features, id]
        : api.values.features.filter((item) => item !== id),
    });

  return (
    <fieldset id={fieldId('features')} tabIndex={-1} className={sectionCardStyles}>
      <legend className="float-left w-full font-display text-lg font-semibold text-ink-950">
        Features
      </legend>
      <p className="clear-both pt-1 text-sm text-ink-600">
        {features.length > 0
          ? `${chosen.size} of ${features.length} selected`
          : 'No features yet: add them under Settings.'}
      </p>
      <div className="mt-4 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
        {features.map((feature) => {
          const id = fieldId(`feature-${feature.id}`);
          return (
            <label
              key={feature.id}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-100 px-3 py-2 text-sm text-ink-800 transition-colors hover:border-brand-300 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={id}
                type="checkbox"
                checked={chosen.has(feature.id)}
                onChange={(event) => toggle(feature.id, event.target.checked)}
                disabled={api.isSaving}
                className="size-4 shrink-0 accent-brand-700"
              />
              {feature.name}
            </label>
          );
        })}
      </div>
      <FieldError errorKey="features" message={api.errors.features} />
    </fieldset>
  );
}
