/** The reform being built: parameter changes the household calculator and the report both use. */

/** One change: a parameter path, a value and the dates it is in force. */
export interface ParameterChange {
  readonly path: string;
  readonly value: number | boolean;
  readonly start: string;
  readonly end: string;
}

const changes = new Map<string, ParameterChange>();
const listeners = new Set<() => void>();

/** Sets (or replaces) the change of a parameter. */
export function setChange(change: ParameterChange): void {
  changes.set(change.path, change);
  for (const listener of listeners) listener();
}

/** Removes the change of a parameter. */
export function removeChange(path: string): void {
  changes.delete(path);
  for (const listener of listeners) listener();
}

/** The changes, in the order they were first set. */
export function listChanges(): ParameterChange[] {
  return [...changes.values()];
}

/** Tells `listener` of every change to the reform. */
export function onReformChange(listener: () => void): void {
  listeners.add(listener);
}

/** The reform in PolicyEngine's convention: `{path: {"start.end": value}}`. */
export function reformJson(): Record<string, Record<string, number | boolean>> {
  return Object.fromEntries(
    listChanges().map((c) => [c.path, { [`${c.start}.${c.end}`]: c.value }]),
  );
}
