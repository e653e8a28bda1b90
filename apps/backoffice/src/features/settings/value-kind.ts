export type ValueKind = 'boolean' | 'number' | 'string' | 'localized' | 'json';
export const LOCALIZED_KEYS = ['th', 'la', 'en'] as const;
export type Localized = Record<(typeof LOCALIZED_KEYS)[number], string>;

/** A text in th/la/en: an object whose keys are exactly th, la and en, all strings. */
export function isLocalized(value: unknown): value is Localized {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === LOCALIZED_KEYS.length &&
    LOCALIZED_KEYS.every((k) => typeof (value as Record<string, unknown>)[k] === 'string')
  );
}

/** Which form a setting's value gets, from its JSON type. */
export function kindOf(value: unknown): ValueKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'string';
  if (isLocalized(value)) return 'localized';
  return 'json';
}

export type Draft =
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'localized'; value: Localized }
  | { kind: 'json'; text: string };

export function draftOf(value: unknown): Draft {
  switch (kindOf(value)) {
    case 'boolean':
      return { kind: 'boolean', value: value as boolean };
    case 'number':
      return { kind: 'number', text: String(value) };
    case 'string':
      return { kind: 'string', value: value as string };
    case 'localized':
      return { kind: 'localized', value: { ...(value as Localized) } };
    default:
      return { kind: 'json', text: JSON.stringify(value, null, 2) };
  }
}

export type Parsed =
  { ok: true; value: unknown } | { ok: false; error: 'number' | 'json'; detail?: string };

/** The value to PUT, or why the draft is not one. */
export function parseDraft(draft: Draft): Parsed {
  switch (draft.kind) {
    case 'boolean':
    case 'string':
    case 'localized':
      return { ok: true, value: draft.value };
    case 'number': {
      const n = Number(draft.text.trim());
      return draft.text.trim() !== '' && Number.isFinite(n)
        ? { ok: true, value: n }
        : { ok: false, error: 'number' };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(draft.text) as unknown };
      } catch (error) {
        return { ok: false, error: 'json', detail: error instanceof Error ? error.message : '' };
      }
  }
}

/** A one-line view of a value for the list. */
export function previewOf(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
