import type { BenchmarkProgram } from '../countries/index.js';

/**
 * An output the benchmark asks for: a variable of the country model, summed over the household,
 * with the plain-language name and description used in prompts. Each country pack lists its own.
 */
export type EvalProgram = BenchmarkProgram;

/** Error raised when a program id is not one the benchmark knows. */
export class UnknownProgramError extends Error {
  readonly code = 'eval_unknown_program';
  constructor(readonly programId: string) {
    super(`unknown eval program ${programId}`);
    this.name = 'UnknownProgramError';
  }
}

/** The programs of a catalogue (a country pack's) with the given ids, in the order given; an unknown id throws. */
export function programsById(
  catalogue: readonly EvalProgram[],
  ids: readonly string[],
): EvalProgram[] {
  return ids.map((id) => {
    const program = catalogue.find((p) => p.id === id);
    if (program === undefined) throw new UnknownProgramError(id);
    return program;
  });
}
