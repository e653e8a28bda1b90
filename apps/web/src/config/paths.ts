/**
 * Every route of spec §2 as data: the router reads `path`, links and redirects call `getHref()`.
 * Member paths are absolute (the router accepts absolute child paths under their parent).
 */
const MEMBER_ROOT = '/user';

const route = <const P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  root: route('/'),
  login: {
    path: '/login',
    /** The wanted address travels as `?redirect=` so login can return there (spec §2 guards). */
    getHref: (redirectTo?: string | null) =>
      redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  },
  register: route('/register'),
  howto: route('/howto'),
  /** The public odds of the prize wheel (issue 10). */
  odds: route('/odds'),
  contact: route('/contact'),
  terminated: route('/terminated'),
  member: {
    root: route(MEMBER_ROOT),
    home: {
      path: `${MEMBER_ROOT}/home`,
      /** `deposit`: open the deposit modal on arrival (the bonus page links there, issue 8). */
      getHref: (open?: 'deposit') => `${MEMBER_ROOT}/home${open ? `?open=${open}` : ''}`,
    },
    profile: route(`${MEMBER_ROOT}/profile`),
    bonus: route(`${MEMBER_ROOT}/bonus`),
    statement: {
      path: `${MEMBER_ROOT}/statement`,
      /** `slips`: open the slip list on arrival (the deposit modal links there after an upload). */
      getHref: (slips?: boolean) => `${MEMBER_ROOT}/statement${slips ? '?slips=1' : ''}`,
    },
    contact: route(`${MEMBER_ROOT}/contact`),
    /** Deposit limits, reality check, breaks and self-exclusion (issue 15). */
    responsible: route(`${MEMBER_ROOT}/responsible`),
  },
} as const;

/**
 * The `?redirect=` value, only when it is a path inside this app (never another origin, so the
 * login page cannot be used as an open redirect).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

/** True for /user and anything under it. */
export function isMemberPath(value: string): boolean {
  const root = paths.member.root.path;
  return value === root || value.startsWith(`${root}/`) || value.startsWith(`${root}?`);
}
