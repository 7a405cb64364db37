/** A column holding non-zero values for a few rows only. */
export interface SparseColumn {
  readonly rows: Int32Array;
  readonly values: Float64Array;
}

/** One calibration target: a published total and the per-row (household) contribution to it. */
export interface CalibrationTarget {
  readonly name: string;
  readonly source: string;
  readonly year: number;
  readonly value: number;
  /** Each row's contribution (indicator or amount): dense, or sparse for columns that are mostly zero. */
  readonly column: Float64Array | SparseColumn;
  /**
   * This target's penalty on its relative error, instead of the calibration's (its
   * `CalibrationOptions.penalty`): smaller for a target the sample measures from few rows, so that
   * where it conflicts with the others it gives way rather than driving weights to their bounds.
   */
  readonly penalty?: number;
}

/** Options of {@link calibrateWeights}. */
export interface CalibrationOptions {
  /** Lowest allowed ratio of final to initial weight (default 0.05). */
  readonly lower?: number;
  /** Highest allowed ratio of final to initial weight (default 20). */
  readonly upper?: number;
  /** Penalty on relative target errors: larger fits closer, smaller keeps weights nearer their start where targets conflict (default 1e4). */
  readonly penalty?: number;
  /** Stop when every component of the dual gradient (relative error + λ/μ) is below this (default 1e-9). */
  readonly tolerance?: number;
  /**
   * Newton iterations at most (default 1,000). Where many weights sit at their bounds the damped
   * steps are short: small US builds with the state targets take up to about 300 (4,000
   * households about 80; the 60,000 default about 30), a 50-household UK build 479.
   */
  readonly maxIterations?: number;
}

/** One row of a calibration report. */
export interface CalibrationRow {
  readonly name: string;
  readonly source: string;
  readonly year: number;
  readonly target: number;
  readonly initial: number;
  readonly achieved: number;
  /** (achieved − target) / |target|. */
  readonly relativeError: number;
}

/** The calibrated weights and, for each target, its value before and after. */
export interface CalibrationResult {
  readonly weights: Float64Array;
  readonly rows: readonly CalibrationRow[];
  readonly iterations: number;
  readonly converged: boolean;
  /** Smallest and largest ratio of final to initial weight. */
  readonly ratioRange: readonly [number, number];
}

/** Error raised for targets that cannot be calibrated (wrong length, zero or non-finite value). */
export class CalibrationInputError extends Error {
  readonly code = 'calibration_input_invalid';
  constructor(
    message: string,
    readonly target: string,
  ) {
    super(message);
    this.name = 'CalibrationInputError';
  }
}

/**
 * Compressed sparse rows: for each row, the targets it contributes to. Values are divided by the
 * target value and multiplied by the total initial weight, so that every target reads "1" and
 * the dual variables are of order one whatever the targets' units.
 */
interface Csr {
  readonly start: Int32Array;
  readonly target: Int32Array;
  readonly value: Float64Array;
}

function buildCsr(n: number, targets: readonly CalibrationTarget[], scale: number): Csr {
  const count = new Int32Array(n + 1);
  const each = (t: CalibrationTarget, visit: (row: number, v: number) => void): void => {
    const c = t.column;
    if (c instanceof Float64Array) {
      for (let i = 0; i < n; i++) if (c[i] !== 0) visit(i, c[i]!);
    } else {
      for (let k = 0; k < c.rows.length; k++)
        if (c.values[k] !== 0) visit(c.rows[k]!, c.values[k]!);
    }
  };
  for (const t of targets) each(t, (row) => count[row + 1]!++);
  for (let i = 0; i < n; i++) count[i + 1]! += count[i]!;
  const fill = count.slice(0, n);
  const target = new Int32Array(count[n]!);
  const value = new Float64Array(count[n]!);
  targets.forEach((t, j) =>
    each(t, (row, v) => {
      const at = fill[row]!++;
      target[at] = j;
      value[at] = (v / t.value) * scale;
    }),
  );
  return { start: count, target, value };
}

/**
 * The bounded logit distance of Deville and Särndal (1992): weight ratio g(u) = L + (U−L)·σ(Au − c)
 * with A = (U−L)/((1−L)(U−1)), c = ln((U−1)/(1−L)) and σ the logistic function; g(0) = 1,
 * g'(0) = 1 and L < g < U, so no weight leaves [L·d, U·d]. `integral` is G(u) = ∫₀ᵘ g, the dual
 * objective's term (used for the line search).
 */
class BoundedLogit {
  private readonly a: number;
  private readonly c: number;
  private readonly g0: number;

  constructor(
    private readonly lower: number,
    private readonly upper: number,
  ) {
    this.a = (upper - lower) / ((1 - lower) * (upper - 1));
    this.c = Math.log((upper - 1) / (1 - lower));
    this.g0 = softplus(-this.c);
  }

  ratio(u: number): number {
    return this.lower + (this.upper - this.lower) * logistic(this.a * u - this.c);
  }

  slope(u: number): number {
    const s = logistic(this.a * u - this.c);
    return (this.upper - this.lower) * this.a * s * (1 - s);
  }

  integral(u: number): number {
    return (
      this.lower * u +
      ((this.upper - this.lower) / this.a) * (softplus(this.a * u - this.c) - this.g0)
    );
  }
}

function logistic(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

function softplus(x: number): number {
  return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}

/** Solves the symmetric positive definite system A x = b in place by Cholesky (A is k×k row-major). */
function solveSpd(a: Float64Array, b: Float64Array, k: number): Float64Array {
  for (let j = 0; j < k; j++) {
    let d = a[j * k + j]!;
    for (let p = 0; p < j; p++) d -= a[j * k + p]! ** 2;
    const root = Math.sqrt(Math.max(d, 1e-300));
    a[j * k + j] = root;
    for (let i = j + 1; i < k; i++) {
      let s = a[i * k + j]!;
      for (let p = 0; p < j; p++) s -= a[i * k + p]! * a[j * k + p]!;
      a[i * k + j] = s / root;
    }
  }
  const x = b.slice();
  for (let i = 0; i < k; i++) {
    let s = x[i]!;
    for (let p = 0; p < i; p++) s -= a[i * k + p]! * x[p]!;
    x[i] = s / a[i * k + i]!;
  }
  for (let i = k - 1; i >= 0; i--) {
    let s = x[i]!;
    for (let p = i + 1; p < k; p++) s -= a[p * k + i]! * x[p]!;
    x[i] = s / a[i * k + i]!;
  }
  return x;
}

/**
 * Reweights rows so that weighted totals match targets: bounded-logit calibration (Deville and
 * Särndal), solved by damped Newton iterations on the dual with a quadratic penalty on relative
 * errors, so conflicting or unreachable targets give a least-distance compromise instead of a
 * failure. Every final weight stays within [lower, upper] × its initial weight. Deterministic.
 */
export function calibrateWeights(
  initial: Float64Array,
  targets: readonly CalibrationTarget[],
  options: CalibrationOptions = {},
): CalibrationResult {
  const lower = options.lower ?? 0.05;
  const upper = options.upper ?? 20;
  const mu = options.penalty ?? 1e4;
  const tolerance = options.tolerance ?? 1e-9;
  const maxIterations = options.maxIterations ?? 1000;
  const n = initial.length;
  const k = targets.length;
  for (const t of targets) {
    if (t.penalty !== undefined && !(t.penalty > 0 && Number.isFinite(t.penalty)))
      throw new CalibrationInputError(
        `target ${t.name} has penalty ${t.penalty}; need a finite positive number`,
        t.name,
      );
    if (!Number.isFinite(t.value) || t.value === 0)
      throw new CalibrationInputError(
        `target ${t.name} has value ${t.value}; need a finite non-zero total`,
        t.name,
      );
    const c = t.column;
    if (c instanceof Float64Array ? c.length !== n : c.rows.some((r) => r < 0 || r >= n))
      throw new CalibrationInputError(`target ${t.name} column does not fit ${n} rows`, t.name);
  }
  let total = 0;
  for (let i = 0; i < n; i++) total += initial[i]!;
  const csr = buildCsr(n, targets, total);
  const lambda = new Float64Array(k);
  const ratio = new Float64Array(n);
  const slope = new Float64Array(n);
  const logit = new BoundedLogit(lower, upper);
  const penalties = Float64Array.from(targets, (t) => t.penalty ?? mu);

  // The penalised dual: Φ(λ) = Σ dᵢ/D·G(xᵢ·λ) − Σ λⱼ + |λ|²/(2μ); its gradient is the vector of
  // relative target errors plus λ/μ, its Hessian Σ dᵢ/D·g'(xᵢ·λ) xᵢxᵢᵀ + I/μ. Convex, so damped
  // Newton with an Armijo line search on Φ converges.
  const evaluate = (
    lam: Float64Array,
    withGradient: boolean,
  ): { value: number; gradient: Float64Array } => {
    const gradient = new Float64Array(k);
    let value = 0;
    for (let i = 0; i < n; i++) {
      let u = 0;
      for (let p = csr.start[i]!; p < csr.start[i + 1]!; p++)
        u += csr.value[p]! * lam[csr.target[p]!]!;
      const share = initial[i]! / total;
      value += share * logit.integral(u);
      if (!withGradient) continue;
      ratio[i] = logit.ratio(u);
      slope[i] = logit.slope(u);
      const w = share * ratio[i]!;
      for (let p = csr.start[i]!; p < csr.start[i + 1]!; p++)
        gradient[csr.target[p]!]! += w * csr.value[p]!;
    }
    for (let j = 0; j < k; j++) {
      value += -lam[j]! + lam[j]! ** 2 / (2 * penalties[j]!);
      gradient[j] = gradient[j]! - 1 + lam[j]! / penalties[j]!;
    }
    return { value, gradient };
  };
  const maxAbs = (v: Float64Array): number => v.reduce((m, x) => Math.max(m, Math.abs(x)), 0);

  const achievedOf = (weights: Float64Array): Float64Array => {
    const out = new Float64Array(k);
    for (let i = 0; i < n; i++)
      for (let p = csr.start[i]!; p < csr.start[i + 1]!; p++)
        out[csr.target[p]!]! += (weights[i]! * csr.value[p]!) / total;
    return out;
  };
  const initialShares = achievedOf(initial);

  let state = evaluate(lambda, true);
  let iterations = 0;
  let converged = maxAbs(state.gradient) < tolerance;
  while (!converged && iterations < maxIterations) {
    iterations++;
    const hessian = new Float64Array(k * k);
    for (let i = 0; i < n; i++) {
      const s = (initial[i]! * slope[i]!) / total;
      if (s === 0) continue;
      for (let p = csr.start[i]!; p < csr.start[i + 1]!; p++) {
        const vp = s * csr.value[p]!;
        const row = csr.target[p]! * k;
        for (let q = csr.start[i]!; q < csr.start[i + 1]!; q++)
          hessian[row + csr.target[q]!]! += vp * csr.value[q]!;
      }
    }
    for (let j = 0; j < k; j++) hessian[j * k + j]! += 1 / penalties[j]!;
    const step = solveSpd(
      hessian,
      state.gradient.map((v) => -v),
      k,
    );
    const descent = step.reduce((sum, v, j) => sum + v * state.gradient[j]!, 0);
    let size = 1;
    let next = lambda.map((v, j) => v + step[j]!);
    while (evaluate(next, false).value > state.value + 1e-4 * size * descent && size > 1e-10) {
      size /= 2;
      next = lambda.map((v, j) => v + size * step[j]!);
    }
    const previous = state.value;
    lambda.set(next);
    state = evaluate(lambda, true);
    converged = maxAbs(state.gradient) < tolerance || Math.abs(previous - state.value) < 1e-15;
  }

  const weights = new Float64Array(n);
  let minRatio = Infinity;
  let maxRatio = -Infinity;
  for (let i = 0; i < n; i++) {
    weights[i] = initial[i]! * ratio[i]!;
    if (ratio[i]! < minRatio) minRatio = ratio[i]!;
    if (ratio[i]! > maxRatio) maxRatio = ratio[i]!;
  }
  const finalShares = achievedOf(weights);
  const rows = targets.map((t, j) => ({
    name: t.name,
    source: t.source,
    year: t.year,
    target: t.value,
    initial: initialShares[j]! * t.value,
    achieved: finalShares[j]! * t.value,
    relativeError: (finalShares[j]! * t.value - t.value) / Math.abs(t.value),
  }));
  return { weights, rows, iterations, converged, ratioRange: [minRatio, maxRatio] };
}
