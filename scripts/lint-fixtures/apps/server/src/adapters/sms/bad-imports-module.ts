// planted: an adapter imports a module
import { issueOtp } from '../../modules/otp/module';

export const adapterOtp = () => issueOtp();
