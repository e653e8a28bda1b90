// planted: a feature imports from app/
import { shellTitle } from '../../app/shell';

export const depositTitle = () => shellTitle;
