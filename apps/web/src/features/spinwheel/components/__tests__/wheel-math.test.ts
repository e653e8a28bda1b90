import { SPIN_WHEEL } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import {
  REDUCED_MOTION_MS,
  STOP_SPREAD,
  TURN,
  extraTurnsFrom,
  finalRotation,
  friction,
  normalize,
  planSpin,
  rotationAt,
  sliceAtPointer,
  sliceBounds,
  sliceWidth,
} from '../wheel-math';

/** A repeatable stream of numbers in [0, 1) (no Math.random in tests). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('wheel geometry (spec §9)', () => {
  it('draws equal slices clockwise from the pointer', () => {
    expect(sliceBounds(0, 4)).toEqual({ start: 0, end: TURN / 4, centre: TURN / 8 });
    expect(sliceBounds(2, 4, 1).start).toBeCloseTo(1 + Math.PI);
  });

  it('finds the slice under the pointer', () => {
    // unturned, the pointer is on the boundary where slice 0 starts
    expect(sliceAtPointer(0, 8)).toBe(0);
    // turned a little clockwise, the last slice has come under the pointer
    expect(sliceAtPointer(0.01, 8)).toBe(7);
    expect(sliceAtPointer(-sliceWidth(8) * 2.5, 8)).toBe(2);
  });

  it('stops on the server slice, near its centre, after the extra turns', () => {
    const random = seeded(7);
    for (let count = 1; count <= 12; count++) {
      for (let index = 0; index < count; index++) {
        for (
          let extraTurns = SPIN_WHEEL.minExtraTurns;
          extraTurns <= SPIN_WHEEL.maxExtraTurns;
          extraTurns++
        ) {
          const current = (random() - 0.5) * 40;
          const offset = (random() * 2 - 1) * STOP_SPREAD;
          const to = finalRotation({ current, index, count, extraTurns, offset });
          expect(sliceAtPointer(to, count), `${count}/${index}`).toBe(index);
          // the pointer is within STOP_SPREAD of a slice from the centre (never on an edge)
          const local = normalize(-to) / sliceWidth(count) - index;
          expect(Math.abs(local - 0.5)).toBeLessThanOrEqual(STOP_SPREAD + 1e-9);
          // always forwards (clockwise), extraTurns full turns plus less than one
          const travel = to - current;
          expect(travel).toBeGreaterThanOrEqual(extraTurns * TURN);
          expect(travel).toBeLessThan((extraTurns + 1) * TURN);
        }
      }
    }
  });

  it('keeps the offset within the slice whatever it is given', () => {
    const to = finalRotation({ current: 0, index: 1, count: 4, extraTurns: 2, offset: 5 });
    expect(sliceAtPointer(to, 4)).toBe(1);
  });

  it('picks 2 to 4 extra turns', () => {
    expect(extraTurnsFrom(0)).toBe(SPIN_WHEEL.minExtraTurns);
    expect(extraTurnsFrom(0.999_999)).toBe(SPIN_WHEEL.maxExtraTurns);
    expect(extraTurnsFrom(0.5)).toBe(3);
  });

  it('slows down with friction: from rest at 0 to a stop at 1, never backwards', () => {
    expect(friction(0)).toBe(0);
    expect(friction(1)).toBe(1);
    let previous = 0;
    let previousStep = Infinity;
    for (let i = 1; i <= 100; i++) {
      const value = friction(i / 100);
      const step = value - previous;
      expect(step).toBeGreaterThanOrEqual(0);
      // decelerating: each step is no longer than the one before
      expect(step).toBeLessThanOrEqual(previousStep + 1e-12);
      previous = value;
      previousStep = step;
    }
  });

  it('plans a spin that ends exactly on the slice, a calm short one under reduced motion', () => {
    const plan = planSpin({
      current: 1.2,
      index: 3,
      count: 6,
      reducedMotion: false,
      random: seeded(3),
    });
    expect(plan.to - plan.from).toBeGreaterThanOrEqual(SPIN_WHEEL.minExtraTurns * TURN);
    expect(plan.to - plan.from).toBeLessThan((SPIN_WHEEL.maxExtraTurns + 1) * TURN);
    expect(rotationAt(plan, 0)).toBe(plan.from);
    expect(rotationAt(plan, plan.duration)).toBe(plan.to);
    expect(sliceAtPointer(rotationAt(plan, plan.duration), 6)).toBe(3);

    const calm = planSpin({
      current: 1.2,
      index: 3,
      count: 6,
      reducedMotion: true,
      random: seeded(3),
    });
    expect(calm.duration).toBeLessThanOrEqual(600);
    expect(calm.duration).toBe(REDUCED_MOTION_MS);
    expect(calm.to - calm.from).toBeLessThan(TURN);
    expect(sliceAtPointer(calm.to, 6)).toBe(3);
  });
});
