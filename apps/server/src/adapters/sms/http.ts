import { postJson } from '../post-json';
import { SmsSendError, type SmsSender } from './interface';

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  sender: string;
  timeoutMs?: number;
}

/**
 * A real SMS gateway over HTTP: `POST url` with JSON `{ to, sender, text }` and a bearer token,
 * the shape most Thai bulk-SMS gateways accept. Any non-2xx answer or a timeout is a failure
 * (the caller answers OTP_SEND_FAIL; nothing is retried behind the member's back).
 */
export class HttpSmsSender implements SmsSender {
  readonly name = 'http';
  constructor(private readonly options: HttpSmsOptions) {}

  async send({ phone, text }: { phone: string; text: string }): Promise<void> {
    let response: Response;
    try {
      response = await postJson(
        { ...this.options, timeoutMs: this.options.timeoutMs ?? 10_000 },
        { to: phone, sender: this.options.sender, text },
      );
    } catch (error) {
      throw new SmsSendError(`SMS gateway unreachable: ${(error as Error).name}`);
    }
    if (!response.ok) throw new SmsSendError(`SMS gateway answered ${response.status}`);
  }
}
