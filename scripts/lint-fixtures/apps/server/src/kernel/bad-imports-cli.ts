// planted: the kernel imports the cli
import { cliName } from '../cli/operator';

export const kernelCliName = () => cliName;
