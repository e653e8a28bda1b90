/**
 * Issue 13, lookups at the rate of /api/health: the settings snapshot hands out the same frozen
 * values until a setting changes, so a lookup's answer built from them is kept, frozen, while its
 * inputs are the same objects. The route's serializer keeps the JSON of a frozen answer
 * (http/validation.ts), so a repeated lookup is neither rebuilt nor validated nor stringified.
 */
export class AnswerMemo {
  private readonly last = new Map<string, { inputs: readonly unknown[]; answer: object }>();

  of<T extends object>(key: string, inputs: readonly unknown[], build: () => T): T {
    const hit = this.last.get(key);
    if (
      hit &&
      hit.inputs.length === inputs.length &&
      hit.inputs.every((input, i) => Object.is(input, inputs[i]))
    ) {
      return hit.answer as T;
    }
    const answer = Object.freeze(build());
    this.last.set(key, { inputs, answer });
    return answer;
  }
}
