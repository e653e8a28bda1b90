export { CopyButton } from '@/components/ui/copy-button/copy-button';
