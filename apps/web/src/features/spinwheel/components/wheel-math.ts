import { SPIN_WHEEL } from '@wallet/contract';

/**
 * The geometry of the prize wheel (spec §9: friction, 2–4 full extra turns per spin). Angles are
 * radians measured clockwise from the top, where the pointer is; the wheel's `rotation` turns
 * every slice clockwise by that much. Slices are equal in size: the odds are shown apart.
 */
export const TURN = 2 * Math.PI;

/** How much of a slice's width the stop may stray from its centre, each way (centre-ish). */
export const STOP_SPREAD = 0.3;

export const sliceWidth = (count: number): number => TURN / Math.max(1, count);

/** `value` in [0, 2π). */
export const normalize = (value: number): number => ((value % TURN) + TURN) % TURN;

/** The start and end angle of slice `index` on a wheel turned by `rotation`. */
export function sliceBounds(index: number, count: number, rotation = 0) {
  const width = sliceWidth(count);
  const start = rotation + index * width;
  return { start, end: start + width, centre: start + width / 2 };
}

/** The slice under the pointer (at the top) when the wheel is turned by `rotation`. */
export function sliceAtPointer(rotation: number, count: number): number {
  const local = normalize(-rotation);
  return Math.min(count - 1, Math.floor(local / sliceWidth(count)));
}

/**
 * Where a spin that starts at `current` must stop so that slice `index` sits under the pointer,
 * `offset` (−STOP_SPREAD..STOP_SPREAD of a slice) away from its centre, after `extraTurns` full
 * turns more than the shortest clockwise way there.
 */
export function finalRotation({
  current,
  index,
  count,
  extraTurns,
  offset = 0,
}: {
  current: number;
  index: number;
  count: number;
  extraTurns: number;
  offset?: number;
}): number {
  const spread = Math.max(-STOP_SPREAD, Math.min(STOP_SPREAD, offset));
  const stop = -(index + 0.5 + spread) * sliceWidth(count);
  return current + normalize(stop - current) + Math.max(0, Math.round(extraTurns)) * TURN;
}

/** A whole number of extra turns in [min, max] from a random number in [0, 1). */
export function extraTurnsFrom(
  random: number,
  min: number = SPIN_WHEEL.minExtraTurns,
  max: number = SPIN_WHEEL.maxExtraTurns,
): number {
  return min + Math.min(max - min, Math.floor(random * (max - min + 1)));
}

/**
 * Friction: the wheel starts fast and slows down steadily to a stop (ease-out; the speed falls
 * to 0 at the end, with no overshoot). `t` and the result are in [0, 1].
 */
export const friction = (t: number): number => 1 - (1 - Math.max(0, Math.min(1, t))) ** 4;

export const REDUCED_MOTION_MS = 500;
const BASE_MS = 3_500;
const PER_TURN_MS = 600;

/** How long a spin lasts: a few seconds with its turns, or a short calm move (reduced motion). */
export const spinDuration = (extraTurns: number, reducedMotion: boolean): number =>
  reducedMotion ? REDUCED_MOTION_MS : BASE_MS + extraTurns * PER_TURN_MS;

/** The plan of one spin from where the wheel is to where the server's draw says it stops. */
export type SpinPlan = { from: number; to: number; duration: number };

export function planSpin({
  current,
  index,
  count,
  reducedMotion,
  random = Math.random,
}: {
  current: number;
  index: number;
  count: number;
  reducedMotion: boolean;
  random?: () => number;
}): SpinPlan {
  const extraTurns = reducedMotion ? 0 : extraTurnsFrom(random());
  const offset = (random() * 2 - 1) * STOP_SPREAD * 0.8;
  const to = finalRotation({ current, index, count, extraTurns, offset });
  return { from: current, to, duration: spinDuration(extraTurns, reducedMotion) };
}

/** The rotation `elapsed` ms into a plan. */
export const rotationAt = (plan: SpinPlan, elapsed: number): number =>
  plan.from + (plan.to - plan.from) * friction(plan.duration > 0 ? elapsed / plan.duration : 1);
