// planted: a feature imports another feature (through the @/ alias)
import { balance } from '@/features/wallet/balance';

export const depositBalance = () => balance(1);
