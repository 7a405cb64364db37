import type { PredictionRow } from './predictions.js';
import type { ReferenceOutput } from './scenario-files.js';

/** Relative tolerances reported, as fractions. */
export const TOLERANCES = [0.01, 0.05, 0.1] as const;

/** Dollar tolerance of an "exact" answer. */
export const EXACT_DOLLARS = 1;

/** Denominator floor of the continuous score, in dollars, so small references are not all-or-nothing. */
export const SCORE_FLOOR_DOLLARS = 100;

/** How one answer compares with its reference. */
export interface AnswerScore {
  readonly exact: boolean;
  /** Within 1%, 5% and 10% of the reference (at least within $1). */
  readonly within: readonly [boolean, boolean, boolean];
  /** 1 − min(1, |error| / max(|reference|, $100)); 0 for an unanswered output. */
  readonly score: number;
  readonly absoluteError: number | undefined;
}

/** Scores one prediction (null when rejected or failed) against its reference value. */
export function scoreAnswer(prediction: number | null, reference: number): AnswerScore {
  if (prediction === null)
    return { exact: false, within: [false, false, false], score: 0, absoluteError: undefined };
  const error = Math.abs(prediction - reference);
  const within = TOLERANCES.map(
    (t) => error <= Math.max(EXACT_DOLLARS, t * Math.abs(reference)),
  ) as unknown as [boolean, boolean, boolean];
  const score = 1 - Math.min(1, error / Math.max(Math.abs(reference), SCORE_FLOOR_DOLLARS));
  return { exact: error <= EXACT_DOLLARS, within, score, absoluteError: error };
}

/** Aggregate scores of a group of outputs (a model, or a model's program). */
export interface ScoreSummary {
  readonly outputs: number;
  readonly answered: number;
  readonly rejected: number;
  readonly errors: number;
  readonly exact: number;
  readonly within1: number;
  readonly within5: number;
  readonly within10: number;
  readonly meanScore: number;
  /** Mean absolute error over answered outputs, in dollars (null when none answered). */
  readonly meanAbsoluteError: number | null;
}

/** Scores of one model: overall, by program, and its cost. */
export interface ModelScores {
  readonly model: string;
  readonly overall: ScoreSummary;
  readonly programs: Readonly<Record<string, ScoreSummary>>;
  readonly costUsd: number;
}

class Accumulator {
  outputs = 0;
  answered = 0;
  rejected = 0;
  errors = 0;
  exact = 0;
  within = [0, 0, 0];
  score = 0;
  absoluteError = 0;

  add(row: PredictionRow, result: AnswerScore): void {
    this.outputs += 1;
    if (row.status === 'ok') this.answered += 1;
    else if (row.status === 'rejected') this.rejected += 1;
    else this.errors += 1;
    if (result.exact) this.exact += 1;
    result.within.forEach((w, i) => (this.within[i]! += w ? 1 : 0));
    this.score += result.score;
    this.absoluteError += result.absoluteError ?? 0;
  }

  summary(): ScoreSummary {
    const share = (n: number) => (this.outputs === 0 ? 0 : n / this.outputs);
    return {
      outputs: this.outputs,
      answered: this.answered,
      rejected: this.rejected,
      errors: this.errors,
      exact: share(this.exact),
      within1: share(this.within[0]!),
      within5: share(this.within[1]!),
      within10: share(this.within[2]!),
      meanScore: share(this.score),
      meanAbsoluteError: this.answered === 0 ? null : this.absoluteError / this.answered,
    };
  }
}

/**
 * Scores predictions against reference outputs, per model and per program. Rows without a
 * reference are ignored; a reference with no row of a model counts against that model as an
 * unanswered output. Models are ranked by mean score, then exact share, then id.
 */
export function scorePredictions(
  rows: readonly PredictionRow[],
  references: readonly ReferenceOutput[],
): ModelScores[] {
  const reference = new Map(references.map((r) => [`${r.scenarioId}\0${r.program}`, r.value]));
  const models = [...new Set(rows.map((r) => r.model))];
  const results: ModelScores[] = models.map((model) => {
    const overall = new Accumulator();
    const programs = new Map<string, Accumulator>();
    const seen = new Set<string>();
    const costs = new Map<string, number>();
    for (const row of rows) {
      if (row.model !== model) continue;
      const key = `${row.scenarioId}\0${row.program}`;
      const value = reference.get(key);
      if (value === undefined) continue;
      seen.add(key);
      costs.set(row.scenarioId, row.costUsd);
      const result = scoreAnswer(row.status === 'ok' ? row.prediction : null, value);
      overall.add(row, result);
      const acc = programs.get(row.program) ?? new Accumulator();
      acc.add(row, result);
      programs.set(row.program, acc);
    }
    const scenarios = new Set(rows.filter((r) => r.model === model).map((r) => r.scenarioId));
    for (const r of references) {
      if (!scenarios.has(r.scenarioId) || seen.has(`${r.scenarioId}\0${r.program}`)) continue;
      const missing: PredictionRow = {
        model,
        scenarioId: r.scenarioId,
        program: r.program,
        prediction: null,
        status: 'rejected',
        errorCode: 'missing_row',
        explanation: '',
        inputTokens: 0,
        outputTokens: 0,
        costUsd: 0,
      };
      overall.add(missing, scoreAnswer(null, r.value));
      const acc = programs.get(r.program) ?? new Accumulator();
      acc.add(missing, scoreAnswer(null, r.value));
      programs.set(r.program, acc);
    }
    const byProgram: Record<string, ScoreSummary> = {};
    for (const id of [...programs.keys()].sort()) byProgram[id] = programs.get(id)!.summary();
    return {
      model,
      overall: overall.summary(),
      programs: byProgram,
      costUsd: [...costs.values()].reduce((a, b) => a + b, 0),
    };
  });
  return results.sort(
    (a, b) =>
      b.overall.meanScore - a.overall.meanScore ||
      b.overall.exact - a.overall.exact ||
      (a.model < b.model ? -1 : 1),
  );
}
