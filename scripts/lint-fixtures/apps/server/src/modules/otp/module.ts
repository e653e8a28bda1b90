import { send } from '../../adapters/sms/outbox';

export const issueOtp = () => send();
