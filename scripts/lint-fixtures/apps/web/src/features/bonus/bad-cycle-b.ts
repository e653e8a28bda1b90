// planted: a two-file cycle (with bad-cycle-a.ts)
import { a } from './bad-cycle-a';

export const b = (n: number): number => (n > 0 ? a(n - 1) : 1);
