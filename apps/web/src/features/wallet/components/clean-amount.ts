export { cleanAmount } from '@/lib/clean-amount';
