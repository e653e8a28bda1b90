import { format } from '@/lib/format';

export const balance = (n: number) => format(n);
