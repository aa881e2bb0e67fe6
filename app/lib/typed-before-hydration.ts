/**
 * A public page is HTML until it hydrates (app/scripts-after-first-view.ts), and a visitor may type
 * in its fields, tick its boxes or pick from its lists meanwhile. React hydrates a field without
 * changing what it shows, but its state still holds what the server rendered, so a search or an
 * enquiry sent next would carry the server's values, not the visitor's.
 *
 * Once hydrated, a field that shows something else than React's value (React makes its value the
 * field's default when it hydrates it) is given its value again as if the visitor had just typed
 * it: the field's `onChange` runs and React's state follows what the visitor sees.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs that hold no value a visitor types or picks. */
const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

/**
 * Sets a property through the element's prototype. React watches a field's `value` and `checked`
 * by a setter on the element itself; going around it lets the next event look like a change.
 */
function setUnwatched(field: HTMLInputElement | HTMLTextAreaElement, name: 'value', value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), name)?.set;
  setter?.call(field, value);
}

// Each replay gives back what was read before any of them ran: the render that follows one
// field's event sets every other controlled field to React's value again.

function replayText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  // React's watcher now holds its own value; the field shows the visitor's again.
  field.value = field.defaultValue;
  setUnwatched(field, 'value', typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayCheck(field: HTMLInputElement, checked: boolean): void {
  // React's watcher holds the opposite; the click gives the visitor's choice back, and tells React.
  field.checked = !checked;
  field.click();
}

function replaySelect(field: HTMLSelectElement, index: number): void {
  field.selectedIndex = index;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function defaultIndex(select: HTMLSelectElement): number {
  const index = [...select.options].findIndex((option) => option.defaultSelected);
  return index === -1 ? 0 : index;
}

/** The fields under `root` whose shown value differs from React's, each with how to give it back. */
function fieldsTypedBeforeHydration(root: ParentNode): { field: Field; replay: () => void }[] {
  const found: { field: Field; replay: () => void }[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      const index = field.selectedIndex;
      if (!field.multiple && field.options.length > 0 && index !== defaultIndex(field)) {
        found.push({ field, replay: () => replaySelect(field, index) });
      }
    } else if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      // A radio left by the visitor's choice of another in its group follows that one.
      const { checked } = field;
      const changed =
        field.type === 'radio'
          ? checked && !field.defaultChecked
          : checked !== field.defaultChecked;
      if (changed) found.push({ field, replay: () => replayCheck(field, checked) });
    } else if (
      (field instanceof HTMLTextAreaElement || !NOT_TYPED.has(field.type)) &&
      field.value !== field.defaultValue
    ) {
      const typed = field.value;
      found.push({ field, replay: () => replayText(field, typed) });
    }
  }
  return found;
}

/** Gives React what the visitor typed, ticked or picked before the page hydrated. */
export function keepWhatWasTypedBeforeHydration(root: ParentNode = document): void {
  for (const { replay } of fieldsTypedBeforeHydration(root)) replay();
}
