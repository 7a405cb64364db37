/** Parsers of option values shared by the commands (commander calls them; a bad value is its usage error). */
import { InvalidArgumentError } from 'commander';

/** A whole number of at least 1. */
export function positiveInt(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive integer');
  return n;
}
