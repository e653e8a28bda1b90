// planted: a module imports another module's internal file instead of its module.ts
import { bonusOf } from '../bonus/service';

export const walletBonus = () => bonusOf();
