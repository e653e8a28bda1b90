// The shared core of the apps' API clients; each app's lib/api-client.ts wraps it.
export type { Answer } from './answer';
export {
  ApiError,
  CLIENT_ERROR_CODES,
  detailsOf,
  isApiError,
  type ClientErrorCode,
} from './api-error';
export type { BodyPart, Has, JsonBodyPart, OptionalArgs, ParamsPart } from './request-options';
export {
  createTransport,
  type Call,
  type Screen,
  type Transport,
  type TransportConfig,
} from './transport';
