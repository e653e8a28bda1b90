/**
 * The CSRF token of the staff session, kept in memory only (never in storage). The login and
 * /me answers carry it; after a reload the shell reads /me and it is set again.
 */
let token: string | null = null;

export const csrf = {
  get: (): string | null => token,
  set: (value: string | null): void => {
    token = value;
  },
};
