// planted: a feature imports another feature
import { balance } from '@/features/wallet/balance';

export const depositBalance = () => balance(1);
