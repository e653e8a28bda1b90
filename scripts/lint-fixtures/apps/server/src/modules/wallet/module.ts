export { credit } from './service';
