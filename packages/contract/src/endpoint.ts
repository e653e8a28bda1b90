import { z } from 'zod';
import type { Permission } from './staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * Who may call: anyone, a signed-in member (Bearer session token), a signed-in staff member (the
 * back-office session cookie), or staff through the operator API (the back-office cookie, or a
 * personal API key as the CLI sends it), limited by the endpoint's `permission` (issue 11), or a
 * registered bank-feed device (its own Bearer token; issue 26).
 */
export type Access = 'public' | 'member' | 'staff' | 'operator' | 'device';

/**
 * The money path a member call takes, as the server's money guards know it (issue 15): a
 * deposit, a withdrawal, money into a game, a reward claim, a spin, starting a bonus, money
 * released back to the wallet (ending a bonus), a way into a game (auto-login link, the game
 * account's credentials, activation, password reset: `launch`), or `none` for a write that moves
 * no money.
 * Every member write declares one, so a new money route cannot slip past the guards' tests.
 */
export const MONEY_ACTIONS = [
  'deposit',
  'withdraw',
  'transfer_to_game',
  'claim',
  'spin',
  'bonus',
  'release',
  'launch',
] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];
/** What a time-out or self-exclusion stops: everything that moves money towards play. */
export const PLAY_ACTIONS: readonly MoneyAction[] = [
  'deposit',
  'transfer_to_game',
  'claim',
  'spin',
  'bonus',
  'launch',
];

/**
 * One entry per call of spec §7: method, path (Fastify style, `:name` for path params), the
 * schemas of params, query, body and the success response. The server registers routes from
 * these and validates both ways; the web client is typed by them. Nobody re-declares a shape.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly access: Access;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** multipart/form-data upload: the body schema does not apply, the route reads the parts. */
  readonly multipart?: boolean;
  readonly response: z.ZodType;
  /** §9: 60 s for requests, 300 s for uploads. */
  readonly timeoutMs?: number;
  /** Money-moving call: the client sends an Idempotency-Key header (ARCHITECTURE § Money). */
  readonly idempotent?: boolean;
  /** Operator endpoints: what the caller's role must allow (docs/decisions/013). */
  readonly permission?: Permission;
  /** Member writes: the money path it takes, or `none` (issue 15). */
  readonly moves?: MoneyAction | 'none';
  /**
   * Public chat calls (issue 12): a member's Bearer session, or a guest identity the server issued
   * (`x-chat-guest-token`, with the guest id in the body or `x-chat-guest-id`); neither is 401.
   */
  readonly guest?: true;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
export type BodyOf<E extends Endpoint> = Input<E['body']>;
export type ParsedBodyOf<E extends Endpoint> = Infer<E['body']>;
export type ParamsOf<E extends Endpoint> = Input<E['params']>;
export type QueryOf<E extends Endpoint> = Input<E['query']>;

// plain functions the web client's first path uses: apart from the schemas of this module
export { buildPath, timeoutOf } from './endpoint-path';

/**
 * Every failure body (spec §8): `{ "message": "<ERROR_CODE>" }`. Added: an operator call that
 * does not fit the contract (KEY_MISSING, KEY_INVALID) also names the first `field` that failed
 * (`body.reason`, `query.limit`, `params.id`) and the `problem` with it, for the CLI to print.
 */
export const ErrorResponse = z.object({
  message: z.string(),
  field: z.string().optional(),
  problem: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** A success that carries only a message (e.g. bonus clear, refund receive). */
export const MessageResponse = z.object({ message: z.string() });
