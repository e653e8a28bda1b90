// The QR code component is shared with the back-office (@wallet/web-kit/qr-code) and brings no
// style sheet; the member app's look for `.qr-code` comes with it from here.
import './qr-code.css';

export { QrCode } from '@wallet/web-kit/qr-code';
