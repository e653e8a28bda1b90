// planted: the kernel imports an adapter
import { send } from '../adapters/sms/outbox';

export const kernelSend = () => send();
