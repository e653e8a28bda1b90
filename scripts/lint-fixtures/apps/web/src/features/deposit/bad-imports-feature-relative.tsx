// planted: a feature imports another feature (relative path)
import { balance } from '../wallet/balance';

export const depositBalance = () => balance(1);
