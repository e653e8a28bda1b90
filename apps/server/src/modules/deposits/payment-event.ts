import { z } from 'zod';

/** The body of a payment webhook (after its signature is checked). */
export const PaymentEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('payment.succeeded'),
  data: z.object({
    qrcodeId: z.string().min(1).max(100),
    amount: z.number().positive().max(1_000_000_000),
  }),
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;
