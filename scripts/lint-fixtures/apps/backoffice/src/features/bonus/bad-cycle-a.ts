// planted: a two-file cycle (with bad-cycle-b.ts)
import { b } from './bad-cycle-b';

export const a = (n: number): number => (n > 0 ? b(n - 1) : 0);
