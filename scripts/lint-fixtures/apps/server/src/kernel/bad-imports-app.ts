// planted: the kernel imports app.ts
import { appName } from '../app';

export const kernelAppName = () => appName;
