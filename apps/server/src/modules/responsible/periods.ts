/** Hours after `from` (a raise's 24 hours, an exclusion lift's 7 days). */
export const hoursLater = (from: Date, hours: number) =>
  new Date(from.getTime() + hours * 60 * 60 * 1000);

/** The later of two moments: a break is never shortened (RTS 13). */
export const later = (a: Date | null, b: Date): Date => (a && a > b ? a : b);
