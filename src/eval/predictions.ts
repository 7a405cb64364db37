import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { writeFileAtomic } from './atomic-file.js';

/** How one output of a response ended: a parsed value, a rejected answer, or a failed call. */
export const PREDICTION_STATUSES = ['ok', 'rejected', 'error'] as const;
/** A prediction status. */
export type PredictionStatus = (typeof PREDICTION_STATUSES)[number];

/** One row of a predictions CSV: one model's answer for one program of one household. */
export interface PredictionRow {
  readonly model: string;
  readonly scenarioId: string;
  readonly program: string;
  /** The parsed value; null unless the status is `ok`. */
  readonly prediction: number | null;
  readonly status: PredictionStatus;
  /** Rejection reason or failure code; empty when `ok`. */
  readonly errorCode: string;
  readonly explanation: string;
  /** Tokens and cost of the whole response, repeated on each of its rows. */
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly costUsd: number;
}

/** Columns of a predictions CSV, in order. */
export const PREDICTION_COLUMNS = [
  'model',
  'scenario_id',
  'program',
  'prediction',
  'status',
  'error_code',
  'explanation',
  'input_tokens',
  'output_tokens',
  'cost_usd',
] as const;

/** Error raised when a predictions file cannot be read, or holds duplicate rows. */
export class PredictionsFileError extends Error {
  constructor(
    readonly code: 'eval_predictions_invalid' | 'eval_duplicate_prediction',
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'PredictionsFileError';
  }
}

function toRecord(row: PredictionRow): (string | number)[] {
  return [
    row.model,
    row.scenarioId,
    row.program,
    row.prediction === null ? '' : row.prediction,
    row.status,
    row.errorCode,
    row.explanation,
    row.inputTokens,
    row.outputTokens,
    row.costUsd,
  ];
}

/** The CSV text of rows, with or without the header line. */
export function predictionsCsv(rows: readonly PredictionRow[], header = true): string {
  return stringify(rows.map(toRecord), { header, columns: [...PREDICTION_COLUMNS] });
}

/** Appends one response's rows in a single write, creating the file with its header. */
export function appendPredictions(path: string, rows: readonly PredictionRow[]): void {
  const fresh = !existsSync(path);
  appendFileSync(path, predictionsCsv(rows, fresh));
}

/** Writes a whole predictions file atomically. */
export function writePredictions(path: string, rows: readonly PredictionRow[]): void {
  writeFileAtomic(path, predictionsCsv(rows));
}

/** The key that must be unique in a predictions file. */
export function predictionKey(
  row: Pick<PredictionRow, 'model' | 'scenarioId' | 'program'>,
): string {
  return `${row.model}\0${row.scenarioId}\0${row.program}`;
}

/** Reads a predictions CSV (empty when the file does not exist). Duplicate rows are rejected. */
export function readPredictions(path: string): PredictionRow[] {
  if (!existsSync(path)) return [];
  let records: Record<string, string>[];
  try {
    records = parse(readFileSync(path, 'utf8'), {
      columns: true,
      skip_empty_lines: true,
    }) as Record<string, string>[];
  } catch (error) {
    throw new PredictionsFileError(
      'eval_predictions_invalid',
      `cannot parse ${path}: ${String(error)}`,
      path,
    );
  }
  const seen = new Set<string>();
  return records.map((r) => {
    const status = r['status'] as PredictionStatus;
    if (!PREDICTION_STATUSES.includes(status)) {
      throw new PredictionsFileError(
        'eval_predictions_invalid',
        `${path} has a row with status ${String(r['status'])}`,
        path,
      );
    }
    const row: PredictionRow = {
      model: r['model'] ?? '',
      scenarioId: r['scenario_id'] ?? '',
      program: r['program'] ?? '',
      prediction:
        r['prediction'] === '' || r['prediction'] === undefined ? null : Number(r['prediction']),
      status,
      errorCode: r['error_code'] ?? '',
      explanation: r['explanation'] ?? '',
      inputTokens: Number(r['input_tokens'] ?? 0),
      outputTokens: Number(r['output_tokens'] ?? 0),
      costUsd: Number(r['cost_usd'] ?? 0),
    };
    const key = predictionKey(row);
    if (seen.has(key)) {
      throw new PredictionsFileError(
        'eval_duplicate_prediction',
        `${path} holds ${row.model}/${row.scenarioId}/${row.program} twice`,
        path,
      );
    }
    seen.add(key);
    return row;
  });
}

/** Whether a (model, household) response failed: any of its rows is not `ok`. */
export function failedResponses(rows: readonly PredictionRow[]): Map<string, Set<string>> {
  const failed = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.status === 'ok') continue;
    const ids = failed.get(row.model) ?? new Set<string>();
    ids.add(row.scenarioId);
    failed.set(row.model, ids);
  }
  return failed;
}
