import {
  SimulationInputSchema,
  validateWith,
  type BaselineCacheOutcome,
  type SimulationInput,
} from '../contract/index.js';
import type { Frame } from '../data/index.js';
import type { TaxSystem } from '../engine/index.js';
import { applyPolicy } from './apply-policy.js';
import { simulationFromDataset, type UnknownColumn } from './dataset-population.js';
import { RegionSubsetCache } from './dataset-region.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import { computeOutputFrames } from './output-frames.js';
import {
  isCurrentLaw,
  type BaselineRequest,
  type CountryModel,
  type SimulationRuntime,
} from './simulation-runtime.js';

/** What a simulation was computed with: the receipt every segment of one simulation must share. */
export interface SimulationReceipt {
  readonly country: string;
  readonly year: number;
  readonly dataset: string;
  readonly datasetDigest: string;
  readonly modelVersion: string;
  /** Hash of the current-law system of the model bundle. */
  readonly bundleSystemHash: string;
  /** Hash of the system the policy made (equal to `bundleSystemHash` for current law). */
  readonly systemHash: string;
  readonly outputPlanSha256: string;
}

/** A checked simulation input with the model and the system its policy makes. */
export interface PreparedSimulation {
  readonly input: SimulationInput;
  readonly model: CountryModel;
  readonly system: TaxSystem;
}

/** The frames of one simulation (or one segment), and how they were obtained. */
export interface ComputedSimulation {
  readonly frames: Record<string, Frame>;
  readonly receipt: SimulationReceipt;
  readonly unknownColumns: readonly UnknownColumn[];
  readonly baselineCacheOutcome?: BaselineCacheOutcome;
}

/**
 * Checks a simulation input before anything runs: its schema (`invalid_simulation_input`), its
 * policy periods (`invalid_policy_period`), the model bundle it expects against the one this
 * worker runs (`model_bundle_mismatch`), and the reform (the engine's typed codes, every issue at
 * once). Returns the input with the model and the policy's system.
 */
export function prepareSimulation(
  raw: unknown,
  runtime: Pick<SimulationRuntime, 'models'>,
): PreparedSimulation {
  const parsed = validateWith(SimulationInputSchema, raw);
  if (!parsed.ok) {
    const periods = parsed.issues.filter((i) => i.code === ExecutorCode.invalidPolicyPeriod);
    const code =
      periods.length > 0 && periods.length === parsed.issues.length
        ? ExecutorCode.invalidPolicyPeriod
        : ExecutorCode.invalidSimulationInput;
    throw new ExecutorError(
      code,
      `simulation input rejected: ${parsed.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      { issues: parsed.issues },
    );
  }
  const input = parsed.value;
  let model: CountryModel;
  try {
    model = runtime.models.load(input.country);
  } catch (error) {
    throw new ExecutorError(
      ExecutorCode.unsupportedCountry,
      `no model for country ${input.country}: ${String(error)}`,
      { cause: error },
    );
  }
  const expected = input.expectedBundle;
  const mismatches: string[] = [];
  if (expected?.modelVersion !== undefined && expected.modelVersion !== model.version) {
    mismatches.push(
      `model version ${expected.modelVersion} was requested, this worker runs ${model.version}`,
    );
  }
  if (expected?.systemHash !== undefined && expected.systemHash !== model.system.hash) {
    mismatches.push(
      `system ${expected.systemHash.slice(0, 12)}… was requested, this worker runs ${model.system.hash.slice(0, 12)}…`,
    );
  }
  if (mismatches.length > 0) {
    throw new ExecutorError(ExecutorCode.modelBundleMismatch, mismatches.join('; '), {
      issues: mismatches.map((message) => ({
        code: ExecutorCode.modelBundleMismatch,
        path: 'expectedBundle',
        message,
      })),
    });
  }
  return { input, model, system: applyPolicy(model.system, input.policy) };
}

/** The receipt of a prepared simulation over a dataset digest. */
export function receiptOf(prepared: PreparedSimulation, datasetDigest: string): SimulationReceipt {
  const { input, model, system } = prepared;
  return {
    country: input.country,
    year: input.year,
    dataset: input.dataset,
    datasetDigest,
    modelVersion: model.version,
    bundleSystemHash: model.system.hash,
    systemHash: system.hash,
    outputPlanSha256: input.outputPlan.sha256,
  };
}

/**
 * The states a prepared simulation covers: those of its segment when it is one, else those of its
 * region (`undefined` = the whole dataset).
 */
export function statesOfSimulation(
  input: SimulationInput,
  runtime: Pick<SimulationRuntime, 'regions'>,
): readonly string[] | undefined {
  if (input.segmentIndex !== undefined)
    return runtime.regions.segmentStates(input.country, input.segmentIndex);
  return runtime.regions.statesOf(input.country, input.region);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) {
    throw new ExecutorError(
      ExecutorCode.simulationCancelled,
      `cancelled: ${String(signal.reason instanceof Error ? signal.reason.message : signal.reason)}`,
    );
  }
}

/**
 * Computes the frames of a prepared simulation (or of its segment): loads the dataset (cached by
 * the runtime's dataset source), keeps the region's or segment's states, asks the baseline source
 * for a current-law baseline (and offers computed frames back on a miss), else builds the
 * population and computes the output plan. Stops between steps when the runtime's signal fires.
 */
export async function computeSimulation(
  prepared: PreparedSimulation,
  runtime: SimulationRuntime & { readonly subsets?: RegionSubsetCache },
): Promise<ComputedSimulation> {
  const { input, system } = prepared;
  const dataset = await runtime.datasets.load({
    country: input.country,
    name: input.dataset,
    year: input.year,
  });
  throwIfAborted(runtime.signal);
  const receipt = receiptOf(prepared, dataset.digest);
  const source = runtime.baselineSource;
  const cacheable = source !== undefined && input.role === 'baseline' && isCurrentLaw(input.policy);
  const request: BaselineRequest = {
    country: input.country,
    year: input.year,
    region: input.region,
    dataset: input.dataset,
    datasetDigest: dataset.digest,
    modelVersion: receipt.modelVersion,
    systemHash: receipt.systemHash,
    outputPlan: input.outputPlan,
    ...(input.segmentIndex === undefined ? {} : { segmentIndex: input.segmentIndex }),
  };
  let outcome: BaselineCacheOutcome | undefined;
  if (cacheable) {
    const found = await source.lookup(request);
    if (found.outcome === 'hit')
      return {
        frames: { ...found.frames },
        receipt,
        unknownColumns: [],
        baselineCacheOutcome: 'hit',
      };
    outcome = found.outcome;
  }
  const subsets = runtime.subsets ?? new RegionSubsetCache();
  const scoped = subsets.subset(
    dataset,
    statesOfSimulation(input, runtime),
    runtime.regions.regionColumn(input.country),
  );
  throwIfAborted(runtime.signal);
  const built = simulationFromDataset(system, scoped, input.year);
  const frames = computeOutputFrames(built, scoped, input.outputPlan, input.year);
  throwIfAborted(runtime.signal);
  if (cacheable && source.save !== undefined) await source.save(request, frames);
  return {
    frames,
    receipt,
    unknownColumns: built.unknownColumns,
    ...(outcome === undefined ? {} : { baselineCacheOutcome: outcome }),
  };
}
