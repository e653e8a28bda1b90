export { bonusOf } from './service';
