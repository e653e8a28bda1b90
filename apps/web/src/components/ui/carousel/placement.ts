export type SlidePlacement = {
  /** Slides from the front one: 0 in front, -1 left, +1 right; ±(half + 1) waiting off stage. */
  offset: number;
  /** How far back it stands (and how much it dims). */
  depth: number;
  onStage: boolean;
};

/** How far the front slide can go: the stage is always full, from the first slides to the last. */
export function frontRange(total: number, visibleCount: number): { min: number; max: number } {
  const half = Math.floor(visibleCount / 2);
  if (total <= visibleCount) return { min: 0, max: 0 };
  return { min: half, max: total - 1 - half };
}

/**
 * Where one slide stands. With no more slides than fit, they stand side by side around the
 * centre; a pair stands apart, both in front, turned towards each other. Otherwise `front` is in the middle, its neighbours
 * beside it, and the rest wait just off stage on their side. The order on stage is the order of
 * the list (no wrapping), so reading and Tab order match what is seen.
 */
export function slidePlacement({
  index,
  front,
  total,
  visibleCount,
}: {
  index: number;
  front: number;
  total: number;
  visibleCount: number;
}): SlidePlacement {
  if (total <= 2) return { offset: (index - (total - 1) / 2) * 1.5, depth: 0, onStage: true };
  if (total <= visibleCount) {
    const offset = index - (total - 1) / 2;
    return { offset, depth: Math.abs(offset), onStage: true };
  }
  const half = Math.floor(visibleCount / 2);
  const offset = Math.max(-(half + 1), Math.min(half + 1, index - front));
  return { offset, depth: Math.abs(offset), onStage: Math.abs(offset) <= half };
}
