import type { BodyOf, Endpoint, ParamsOf } from '@wallet/contract';

/**
 * `T` when the endpoint has the part `S` (params, body), else the same keys as optional
 * `undefined`: a call cannot forget params an endpoint needs nor pass ones it does not take.
 */
export type Has<S, T> = S extends object ? T : { [K in keyof T]?: undefined };

export type ParamsPart<E extends Endpoint> = Has<E['params'], { params: ParamsOf<E> }>;
export type JsonBodyPart<E extends Endpoint> = Has<E['body'], { body: BodyOf<E> }>;

/** `request(e)` when nothing is required, `request(e, options)` when something is. */
export type OptionalArgs<T> = object extends T ? [options?: T] : [options: T];

/** Multipart endpoints (uploads) take FormData, sent as it is; the others the contract's JSON body. */
export type BodyPart<E extends Endpoint> = E['multipart'] extends true
  ? { body: FormData }
  : JsonBodyPart<E>;
