import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * How an operator write is recorded with its act (docs/decisions/013): the staff module
 * provides the recorder at start (its audit log and the request's staff member); the kernel's
 * route registration and the test clock only ask for it, so they know nothing of staff.
 */
export interface ActRecorder {
  /** Runs `act` and records it (with the target's state `before`) in the same transaction. */
  record<T>(request: FastifyRequest, before: unknown, act: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    acts: ActRecorder;
  }
}

/** No recorder until the staff module gives one: an operator write is then refused, not run. */
const unrecorded: ActRecorder = {
  record: () => Promise.reject(new AppError('SERVICE_UNAVAILABLE', 503, 'no act recorder')),
};

export function declareActs(app: FastifyInstance): void {
  app.decorate('acts', unrecorded);
}
