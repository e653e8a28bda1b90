/**
 * Issue 14: a test that draws random inputs says its seed, so a failure can be replayed:
 * `TEST_SEED=<seed> npx vitest run <file>`. mulberry32: small, fast, good enough for test data.
 */
export interface SeededRandom {
  readonly seed: number;
  /** An integer in [min, max). */
  int(min: number, max: number): number;
}

export function seededRandom(label: string, seed = seedFromEnv()): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  // printed before the test runs: a failing run's seed is in its output
  console.info(`${label}: TEST_SEED=${seed}`);
  return { seed, int: (min, max) => min + Math.floor(next() * (max - min)) };
}

function seedFromEnv(): number {
  // eslint-disable-next-line no-restricted-properties -- test harness: the replay seed
  const { TEST_SEED: given } = process.env;
  if (given && /^\d{1,10}$/.test(given)) return Number(given) >>> 0;
  return Math.floor(Math.random() * 4_294_967_296);
}
