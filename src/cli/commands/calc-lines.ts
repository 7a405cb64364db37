/**
 * `fiscus calc --jsonl`: a large batch as JSON Lines (one situation per line), computed in chunks
 * so that memory stays bounded whatever the file's size, each situation written back filled in
 * (PolicyEngine household-API shape) as one line, in input order, with progress on a terminal.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  fillSituation,
  simulateSituations,
  type ParameterReform,
  type Situation,
  type TaxSystem,
} from '../../engine/index.js';

/** Situations computed together in one simulation (one chunk). */
export const DEFAULT_CALC_CHUNK = 2_000;

/** Options of {@link runCalcLines}. */
export interface CalcLinesOptions {
  readonly year?: string;
  readonly vars?: readonly string[];
  readonly reform?: ParameterReform;
  readonly chunkSize?: number;
  /** Receives each output line (without its newline); may return a promise to apply backpressure. */
  readonly write: (line: string) => void | Promise<void>;
  /** Told after each chunk: situations done so far. */
  readonly onProgress?: (done: number) => void;
}

/** A line of the input that is not a situation: its 1-based number and why. */
export class CalcLineError extends Error {
  readonly code = 'invalid_calc_input';
  constructor(
    readonly path: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${path} line ${line}: ${reason}`);
    this.name = 'CalcLineError';
  }
}

/**
 * Computes every situation of a JSON Lines file in chunks of `chunkSize` and writes each filled
 * situation as one line. Blank lines are skipped. Resolves to the number of situations computed.
 */
export async function runCalcLines(
  path: string,
  system: TaxSystem,
  options: CalcLinesOptions,
): Promise<number> {
  const sys = options.reform === undefined ? system : system.withReform(options.reform);
  const size = Math.max(1, options.chunkSize ?? DEFAULT_CALC_CHUNK);
  let chunk: Situation[] = [];
  let done = 0;
  let lineNumber = 0;
  const flush = async (): Promise<void> => {
    if (chunk.length === 0) return;
    const { simulation, batch } = simulateSituations(sys, chunk);
    const period = options.year ?? batch.defaultPeriod;
    if (!period)
      throw new CalcLineError(path, lineNumber, 'no period: give --year or inputs with a year');
    for (let i = 0; i < chunk.length; i += 1)
      await options.write(
        JSON.stringify(fillSituation(simulation, batch, i, chunk[i]!, options.vars ?? [], period)),
      );
    done += chunk.length;
    chunk = [];
    options.onProgress?.(done);
  };
  const lines = createInterface({
    input: createReadStream(path, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    let situation: unknown;
    try {
      situation = JSON.parse(line);
    } catch (error) {
      throw new CalcLineError(
        path,
        lineNumber,
        `not JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (situation === null || typeof situation !== 'object' || Array.isArray(situation))
      throw new CalcLineError(path, lineNumber, 'each line must be one situation object');
    chunk.push(situation as Situation);
    if (chunk.length >= size) await flush();
  }
  await flush();
  return done;
}
