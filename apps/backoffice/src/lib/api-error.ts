import { isApiError } from '@wallet/web-kit/api';

// The error type is shared with the member app (@wallet/web-kit/api); the back-office's own
// codes and checks live here, and its code keeps importing all of them from this module.
export { ApiError, CLIENT_ERROR_CODES, isApiError } from '@wallet/web-kit/api';

/** Codes that mean "no valid staff session": the app goes to the sign-in page. */
export const SESSION_CODES: readonly string[] = [
  'STAFF_UNAUTHORIZED',
  'OPERATOR_UNAUTHORIZED',
  'UNAUTHORIZED',
];
export const FORBIDDEN_CODE = 'STAFF_FORBIDDEN';
export const CSRF_CODE = 'CSRF_INVALID';

/** Why the server refused, when it said (the `reason` of BONUS_INVALID, SPINWHEEL_INVALID…). */
export function reasonOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const reason = error.details.reason;
  return typeof reason === 'string' ? reason : null;
}

export const isForbidden = (error: unknown): boolean =>
  isApiError(error) && (error.code === FORBIDDEN_CODE || error.status === 403);
