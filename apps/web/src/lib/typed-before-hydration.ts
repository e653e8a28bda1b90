/**
 * What a member typed into a prerendered form (decision 027) before the app ran, on a slow
 * network. React's controlled fields start from their own state when it takes the page over, and
 * would wipe it. Read just before hydration (the same elements stay on the page), given back
 * right after it as the events React listens to, so each field's own onChange takes it as typing.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;
type Typed = { field: Field; value: string } | { field: HTMLInputElement; checked: boolean };

const isCheck = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The fields whose value the member changed from the page's own; a function to give them back. */
export function keepTypedFields(root: HTMLElement): () => void {
  const typed: Typed[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'hidden' || field.type === 'file'))
      continue;
    if (isCheck(field)) {
      // a radio chosen is kept; the one it unchecked follows from it
      const unchecked = field.type === 'radio' && !field.checked;
      if (field.checked !== field.defaultChecked && !unchecked)
        typed.push({ field, checked: field.checked });
    } else if (field.value !== field.defaultValue) typed.push({ field, value: field.value });
  }
  return () => {
    const waiting = new Set(typed);
    const deadline = Date.now() + GIVE_BACK_WITHIN_MS;
    // a field inside a part still loading is taken over later than the page: each is given back
    // once React has it (its props sit on the element) and has set it from its own state; one
    // React leaves as typed is simply watched until the deadline
    const step = () => {
      for (const entry of waiting) {
        if (!entry.field.isConnected) waiting.delete(entry);
        else if (takenOver(entry.field) && wiped(entry)) {
          waiting.delete(entry);
          giveBack(entry);
        }
      }
      if (waiting.size > 0 && Date.now() < deadline) requestAnimationFrame(() => setTimeout(step));
    };
    step();
  };
}

/** How long after hydration a field still waiting for React is watched. */
const GIVE_BACK_WITHIN_MS = 10_000;

/** The props React gave the element, once it has taken it over. */
function reactProps(field: Field): { checked?: unknown } | undefined {
  const key = Object.keys(field).find((name) => name.startsWith('__reactProps'));
  return key ? (field as unknown as Record<string, { checked?: unknown }>)[key] : undefined;
}

const takenOver = (field: Field) => reactProps(field) !== undefined;

/**
 * React's first state is the markup it took over: a text field it set back to the page's value;
 * a box or radio it either set back or (React 19) left as clicked while its state says otherwise.
 */
const wiped = (entry: Typed) =>
  'checked' in entry
    ? entry.field.checked === entry.field.defaultChecked ||
      reactProps(entry.field)?.checked === !entry.checked
    : entry.field.value === entry.field.defaultValue;

function giveBack(entry: Typed): void {
  const { field } = entry;
  if ('checked' in entry) {
    // React's state first (its value tracker hears the element's own setter), then a click that
    // changes it the way React expects to hear of it
    const box = entry.field;
    if (box.checked === entry.checked) box.checked = !entry.checked;
    box.click();
  } else {
    // the prototype's setter: React's own tracker then sees the change the event announces
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, entry.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
