// legal: a feature imports its own files and shared code (through the @/ alias and relative)
import { format } from '@/lib/format';
import { depositLimit } from './limit';
import { format as formatAgain } from '../../lib/format';

export const depositLine = () => `${format(depositLimit)} ${formatAgain(depositLimit)}`;
