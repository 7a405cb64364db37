import { randomUUID } from 'node:crypto';

/** A new correlation id (a random UUID): shared by a failure's record and its telemetry event. */
export function newCorrelationId(): string {
  return randomUUID();
}
