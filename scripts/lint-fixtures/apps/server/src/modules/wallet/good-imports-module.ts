// legal: a module imports another through its module.ts, its own files directly, the kernel
// and an adapter
import { send } from '../../adapters/sms/outbox';
import { connect } from '../../kernel/db/client';
import { bonusOf } from '../bonus/module';
import { credit } from './service';

export const walletBonus = () => [bonusOf(), credit(), connect(), send()];
