/** Sends one text message. Throws SmsSendError when the message could not be handed over. */
export interface SmsSender {
  readonly name: string;
  send(message: { phone: string; text: string }): Promise<void>;
}

export class SmsSendError extends Error {}
