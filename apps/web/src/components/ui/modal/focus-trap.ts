import { createFocusTrap, FOCUSABLE } from '@wallet/web-kit/focus-trap';

/**
 * The shared dialog focus trap (@wallet/web-kit/focus-trap), plus what the member app's dialogs
 * also hold: how-to videos with controls and embedded frames, which Tab must reach too.
 */
export const { focusableIn, useFocusReturn, trapTab } = createFocusTrap([
  ...FOCUSABLE,
  'video[controls]',
  'iframe',
]);
