import type { CalibrationRow } from './calibrate-weights.js';

/** A calibration target that was left out, and why. */
export interface SkippedTarget {
  readonly name: string;
  readonly source: string;
  readonly year: number;
  readonly value: number;
  readonly reason: string;
}

/** What a calibration did: each target before and after, the targets left out, and solver facts. */
export interface CalibrationReport {
  readonly rows: readonly CalibrationRow[];
  readonly skipped: readonly SkippedTarget[];
  readonly iterations: number;
  readonly converged: boolean;
  readonly ratioRange: readonly [number, number];
}

function compact(x: number): string {
  const a = Math.abs(x);
  if (a >= 1e9) return `${(x / 1e9).toFixed(1)}bn`;
  if (a >= 1e6) return `${(x / 1e6).toFixed(2)}m`;
  if (a >= 1e3) return `${(x / 1e3).toFixed(1)}k`;
  return x.toFixed(0);
}

/** The report as a plain-text table: target, source year, target value, initial, achieved, error. */
export function formatCalibrationReport(report: CalibrationReport): string {
  const lines = [
    `${'target'.padEnd(34)} ${'year'.padStart(4)} ${'target'.padStart(10)} ${'initial'.padStart(10)} ${'achieved'.padStart(10)} ${'error'.padStart(8)}`,
  ];
  for (const r of report.rows) {
    lines.push(
      `${r.name.padEnd(34)} ${String(r.year).padStart(4)} ${compact(r.target).padStart(10)} ${compact(r.initial).padStart(10)} ${compact(r.achieved).padStart(10)} ${`${(100 * r.relativeError).toFixed(2)}%`.padStart(8)}`,
    );
  }
  for (const s of report.skipped)
    lines.push(
      `${s.name.padEnd(34)} ${String(s.year).padStart(4)} ${compact(s.value).padStart(10)} ${s.reason}`,
    );
  lines.push(
    `${report.converged ? 'converged' : 'NOT converged'} after ${report.iterations} iterations; weight ratios ${report.ratioRange[0].toFixed(3)}–${report.ratioRange[1].toFixed(3)}`,
  );
  return lines.join('\n');
}

/** The largest relative error of a calibration's targets (0 when it has none). */
export function worstRelativeError(report: CalibrationReport): number {
  return report.rows.reduce((m, r) => Math.max(m, Math.abs(r.relativeError)), 0);
}

/**
 * What each calibration of a build that stopped before it converged says, one line each
 * (`calibration 2 of 2 did not converge in 1000 iterations (worst target error 12.5%): …`);
 * empty when every one converged.
 */
export function unconvergedCalibrations(reports: readonly CalibrationReport[]): string[] {
  return reports.flatMap((report, i) =>
    report.converged
      ? []
      : [
          `calibration ${i + 1} of ${reports.length} did not converge in ${report.iterations} iteration${report.iterations === 1 ? '' : 's'} (worst target error ` +
            `${(worstRelativeError(report) * 100).toFixed(1)}%): its weights are where the solver stopped, ` +
            'not a settled compromise between the targets; more households usually converge',
        ],
  );
}

/**
 * Raised where a dataset is built to be computed on (a report's default dataset, the baseline
 * cache's, the LLM benchmark's scenarios) and one of its calibrations did not converge: its
 * weights are where the solver stopped, so totals computed on it would be off without a word.
 * `fiscus data build`, which saves a dataset for a user to look at, warns instead.
 */
export class CalibrationNotConvergedError extends Error {
  readonly code = 'calibration_not_converged';
  constructor(
    readonly dataset: string,
    readonly warnings: readonly string[],
  ) {
    super(
      `the ${dataset} was not built: ${warnings.join('; ')}. \`fiscus data build\` with the same ` +
        'households, seed and year prints its calibration report',
    );
    this.name = 'CalibrationNotConvergedError';
  }
}

/**
 * The dataset of a build whose every calibration converged; otherwise a
 * {@link CalibrationNotConvergedError} naming the dataset (`label`, e.g. "us dataset for 2026
 * (4,000 households, seed 1)") and each calibration that stopped short.
 */
export function convergedDataset<D>(
  built: { readonly dataset: D; readonly reports: readonly CalibrationReport[] },
  label: string,
): D {
  const unconverged = unconvergedCalibrations(built.reports);
  if (unconverged.length > 0) throw new CalibrationNotConvergedError(label, unconverged);
  return built.dataset;
}
