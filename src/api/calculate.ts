import type { z } from 'zod';
import {
  EngineError,
  createTraceRecorder,
  fillMarginalRates,
  fillSituation,
  parseSituations,
  simulateMarginalRates,
  simulateSituations,
  type MarginalRateSpec,
  type Simulation,
  type Situation,
  type SituationBatch,
  type TaxSystem,
  type TraceNode,
  type TraceObserver,
} from '../engine/index.js';
import { ApiCode, ApiFailureError } from './failure-status.js';
import type {
  CalculateRequestSchema,
  CalculateResponseSchema,
  ExplanationNode,
} from './schemas.js';

/** The body of a calculate request, validated. */
export type CalculateRequest = z.output<typeof CalculateRequestSchema>;
/** The answer of a calculate request. */
export type CalculateResponse = z.output<typeof CalculateResponseSchema>;

/** The engine's problems as one line each: `path: message (code)`. */
function describeIssues(error: EngineError): string {
  return error.issues.map((i) => `${i.path}: ${i.message} (${i.code})`).join('; ');
}

/** Converts an engine error about the household or the policy into the API's failure. */
function inputFailure(error: EngineError, what: 'household' | 'policy'): ApiFailureError {
  return new ApiFailureError(
    what === 'household' ? ApiCode.invalidHousehold : ApiCode.invalidPolicy,
    `the ${what} is invalid: ${describeIssues(error)}`,
    { cause: error },
  );
}

function decode(system: TaxSystem, id: string, raw: number): number | boolean | string {
  const v = system.variable(id);
  if (v.valueType === 'bool') return raw !== 0;
  if (v.valueType === 'enum') return v.enum?.names[raw] ?? raw;
  // JSON has no infinities (an uncapped threshold is one): they are written as text.
  return Number.isFinite(raw) ? raw : String(raw);
}

/** The trace below a node, cut at `depth` levels, values decoded and kept for the rows given. */
function explain(
  system: TaxSystem,
  node: TraceNode,
  depth: number,
  rows: (node: TraceNode) => readonly number[],
): ExplanationNode {
  return {
    variable: node.variable,
    period: node.period,
    ...(node.source === undefined ? {} : { source: node.source }),
    ...(node.formulaStart === undefined ? {} : { formulaStart: node.formulaStart }),
    values: rows(node).map((r) => decode(system, node.variable, node.values?.[r] ?? 0)),
    parameters: node.parameters.map((p) => ({ ...p, reference: [...p.reference] })),
    truncated: depth <= 1 && node.dependencies.length > 0,
    dependencies:
      depth <= 1 ? [] : node.dependencies.map((d) => explain(system, d, depth - 1, rows)),
  };
}

/** The batch's one period for marginal rates, or an `invalid_request` naming the years found. */
function ratesPeriod(batch: SituationBatch): string {
  const periods = new Set(batch.layouts.map((l) => l.defaultPeriod));
  if (periods.size !== 1 || periods.has(undefined))
    throw new ApiFailureError(
      ApiCode.invalidRequest,
      `marginal_rates: the situations need inputs of one year; found ${[...periods].map((p) => p ?? 'none').join(', ')}`,
    );
  return [...periods][0]!;
}

/** Reads and computes the batch (with its axes, and its marginal rates when asked) and fills each situation. */
function computeBatch(
  system: TaxSystem,
  situations: readonly Situation[],
  body: CalculateRequest,
  marginalRates: MarginalRateSpec | undefined,
  recorder: TraceObserver | undefined,
): { simulation: Simulation; batch: SituationBatch; result: Situation[] } {
  if (body.marginal_rates !== true || marginalRates === undefined) {
    const { simulation, batch } = simulateSituations(system, situations, recorder, { axes: true });
    return {
      simulation,
      batch,
      result: situations.map((s, i) => fillSituation(simulation, batch, i, s)),
    };
  }
  const batch = parseSituations(system, situations, { axes: true });
  const period = ratesPeriod(batch);
  const { simulation, rates } = simulateMarginalRates(
    system,
    batch,
    period,
    marginalRates,
    recorder,
  );
  const result = situations.map((s, i) =>
    fillMarginalRates(
      fillSituation(simulation, batch, i, s),
      batch,
      i,
      rates,
      period,
      system.personEntity,
    ),
  );
  return { simulation, batch, result };
}

/**
 * Computes household situations as PolicyEngine's household API does: the situation back with
 * every `null` filled in, under current law or the policy; a situation with `axes` gets a list per
 * instance, one value per point. A batch (axes' points included) is one population (one engine
 * run). With `marginal_rates`, each adult's marginal rate, its parts and cliffs by the country's
 * `marginalRates` measure (in the same run). With `explain`, the trace of one variable for one
 * situation of the batch (its first point), `depth` levels deep. Errors: `invalid_household`,
 * `invalid_policy`, `invalid_request` (all as {@link ApiFailureError}), each naming every problem.
 */
export function calculateHouseholds(
  system: TaxSystem,
  body: CalculateRequest,
  marginalRates?: MarginalRateSpec,
): CalculateResponse {
  if (body.marginal_rates === true && marginalRates === undefined)
    throw new ApiFailureError(
      ApiCode.invalidRequest,
      'marginal_rates: this country measures no marginal rates',
    );
  let sys = system;
  if (body.policy !== undefined && Object.keys(body.policy).length > 0) {
    try {
      sys = system.withReform(body.policy);
    } catch (error) {
      if (error instanceof EngineError) throw inputFailure(error, 'policy');
      throw error;
    }
  }
  const isBatch = Array.isArray(body.household);
  const situations = (isBatch ? body.household : [body.household]) as Situation[];
  const explainRequest = body.explain;
  if (explainRequest !== undefined) {
    if (!sys.variables.has(explainRequest.variable))
      throw new ApiFailureError(
        ApiCode.invalidRequest,
        `explain.variable: unknown variable ${explainRequest.variable}; see GET /variables`,
      );
    if (explainRequest.situation >= situations.length)
      throw new ApiFailureError(
        ApiCode.invalidRequest,
        `explain.situation: ${explainRequest.situation} is past the batch of ${situations.length}`,
      );
  }
  const recorder = explainRequest === undefined ? undefined : createTraceRecorder(sys, 1 << 30);
  try {
    const { simulation, batch, result } = computeBatch(
      sys,
      situations,
      body,
      marginalRates,
      recorder,
    );
    if (explainRequest === undefined || recorder === undefined)
      return { status: 'ok', message: null, result: isBatch ? result : result[0]! };
    const period = explainRequest.period ?? batch.defaultPeriod;
    if (period === undefined)
      throw new ApiFailureError(
        ApiCode.invalidRequest,
        'explain.period: no period given and none can be read from the inputs',
      );
    simulation.calculate(explainRequest.variable, period);
    const node = recorder.find(explainRequest.variable, period);
    const layout = batch.layouts[batch.spans[explainRequest.situation]!.first]!;
    // The rows of the explained situation, for the entity of each traced variable.
    const rows = (n: TraceNode): readonly number[] => [
      ...(layout.rows[sys.variable(n.variable).entity]?.values() ?? []),
    ];
    return {
      status: 'ok',
      message: null,
      result: isBatch ? result : result[0]!,
      ...(node === undefined
        ? {}
        : { explanation: explain(sys, node, explainRequest.depth, rows) }),
    };
  } catch (error) {
    if (error instanceof EngineError) throw inputFailure(error, 'household');
    throw error;
  }
}
