// planted: the kernel imports a module
import { credit } from '../../modules/wallet/module';

export const kernelCredit = () => credit();
