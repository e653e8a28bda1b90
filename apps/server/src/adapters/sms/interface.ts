/** Sends one text message. Throws SmsSendError when the message could not be handed over. */
export interface SmsSender {
  readonly name: string;
  send(message: { phone: string; text: string }): Promise<void>;
  /** Texts the gateway still lets us send (its credit), for gateways that sell credit. */
  remainingCredit?(): Promise<number>;
}

/**
 * A text not handed over. `maybeSent`: the gateway may have taken it all the same (a timeout or a
 * cut answer after the request went out, a 2xx we could not read), so its credit may be spent;
 * otherwise it was certainly not sent (refused, bad number, nothing reached the gateway).
 */
export class SmsSendError extends Error {
  readonly maybeSent: boolean;
  constructor(message: string, options: { maybeSent?: boolean } = {}) {
    super(message);
    this.maybeSent = options.maybeSent ?? false;
  }
}
