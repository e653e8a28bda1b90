import { isApiError } from '@wallet/web-kit/api';

// The error type is shared with the back-office (@wallet/web-kit/api); the app's code and its
// message tables keep importing it from here.
export { ApiError, CLIENT_ERROR_CODES, isApiError } from '@wallet/web-kit/api';
export type { ClientErrorCode } from '@wallet/web-kit/api';

/** A finite number the error body carried under `key` (e.g. `remaining`), else null. */
export function numberDetail(error: unknown, key: string): number | null {
  if (!isApiError(error)) return null;
  const value = error.details[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A non-empty string the error body carried under `key` (e.g. `until`, `period`), else null. */
export function textDetail(error: unknown, key: string): string | null {
  if (!isApiError(error)) return null;
  const value = error.details[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
