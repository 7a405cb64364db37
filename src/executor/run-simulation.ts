import type { ArtifactDescriptor, SimulationRole } from '../contract/index.js';
import type { BaselineCacheOutcome } from '../contract/index.js';
import type { Frame } from '../data/index.js';
import { withTransfer } from '../dispatch/index.js';
import {
  computeSimulation,
  prepareSimulation,
  statesOfSimulation,
  type SimulationReceipt,
} from './compute-simulation.js';
import { IN_THREAD_ARTIFACT_ENCODER, type ArtifactEncoder } from './artifact-encoder.js';
import type { UnknownColumn } from './dataset-population.js';
import type { RegionSubsetCache } from './dataset-region.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import { fanOutSegments, type FanOutOptions, type SegmentTiming } from './segment-fanout.js';
import { mergeSegments } from './segment-merge.js';
import { simulationFramesAsStored } from './simulation-artifact.js';
import { framesToWire, SEGMENT_RESULT_FORMAT, type SegmentResult } from './segment-result.js';
import type { SimulationRuntime } from './simulation-runtime.js';
import { storeSimulation } from './store-simulation.js';

/** A worker's runtime, with the in-process cache of region subsets it may keep. */
export type WorkerRuntime = SimulationRuntime & { readonly subsets?: RegionSubsetCache };

/** What a simulation worker returns (JSON: it crosses threads and Redis). */
export interface SimulationOutcome {
  readonly role: SimulationRole;
  /** The descriptor of the output frames (Parquet). */
  readonly artifact: ArtifactDescriptor;
  /** The descriptor of the input document (canonical JSON). */
  readonly inputArtifact: ArtifactDescriptor;
  readonly receipt: SimulationReceipt;
  readonly unknownColumns: readonly UnknownColumn[];
  readonly baselineCacheOutcome?: BaselineCacheOutcome;
  /** Segment timings of a segmented run. */
  readonly segments?: readonly SegmentTiming[];
  /**
   * The output frames as the artifact holds them, set only by a segmented simulation's merging
   * worker, which runs in the coordinator's process: its report aggregates these instead of
   * decoding the artifact it has just written (it still reads the artifact back and checks its
   * digest). The property is not enumerable, so an outcome that crosses a thread or a queue
   * (structured clone, JSON) arrives without it.
   */
  readonly frames?: Readonly<Record<string, Frame>>;
}

/**
 * The simulation worker (DESIGN.md §8), one call: checks the input (schema, policy periods,
 * expected model bundle, reform), loads the dataset (cached in-process by the runtime), keeps the
 * region's states, takes a current-law baseline from the runtime's baseline source when it has
 * one, else computes the output plan, and writes the input and output artifacts under digest keys.
 * Touches no records. Typed failures are {@link ExecutorError}s (`invalid_policy_period`,
 * `model_bundle_mismatch`, the engine's reform codes, `unknown_output_variable`…).
 */
export async function runSimulation(
  raw: unknown,
  runtime: WorkerRuntime,
): Promise<SimulationOutcome> {
  const prepared = prepareSimulation(raw, runtime);
  if (prepared.input.segmentIndex !== undefined) {
    throw new ExecutorError(
      ExecutorCode.invalidSimulationInput,
      'a segment input goes to runSimulationSegment, not runSimulation',
    );
  }
  const computed = await computeSimulation(prepared, runtime);
  const stored = await storeSimulation(
    runtime.store,
    prepared.input,
    computed.receipt,
    computed.frames,
  );
  return {
    role: prepared.input.role,
    artifact: stored.output,
    inputArtifact: stored.input,
    receipt: computed.receipt,
    unknownColumns: computed.unknownColumns,
    ...(computed.baselineCacheOutcome === undefined
      ? {}
      : { baselineCacheOutcome: computed.baselineCacheOutcome }),
  };
}

/**
 * One segment of a segmented simulation (the `simulate-segment` task): the same checks and
 * computation as {@link runSimulation} over the segment's states, returning the frames to the
 * merging worker and writing nothing.
 */
export async function runSimulationSegment(
  raw: unknown,
  runtime: WorkerRuntime,
): Promise<SegmentResult> {
  const began = performance.now();
  const prepared = prepareSimulation(raw, runtime);
  const { input } = prepared;
  if (input.segmentIndex === undefined)
    throw new ExecutorError(
      ExecutorCode.invalidSimulationInput,
      'a segment input needs a segmentIndex',
    );
  if (input.segmentIndex >= runtime.regions.segmentCount(input.country)) {
    throw new ExecutorError(
      ExecutorCode.invalidSimulationInput,
      `segment ${input.segmentIndex} does not exist for ${input.country}`,
      { segmentIndex: input.segmentIndex },
    );
  }
  const computed = await computeSimulation(prepared, runtime);
  const { wire, buffers } = framesToWire(computed.frames);
  const result: SegmentResult = {
    format: SEGMENT_RESULT_FORMAT,
    segmentIndex: input.segmentIndex,
    role: input.role,
    region: input.region,
    states: [...(statesOfSimulation(input, runtime) ?? [])],
    receipt: computed.receipt,
    frames: wire,
    unknownColumns: computed.unknownColumns,
    ...(computed.baselineCacheOutcome === undefined
      ? {}
      : { baselineCacheOutcome: computed.baselineCacheOutcome }),
    computeMs: performance.now() - began,
  };
  // The columns' copies are the result's own: moved to the caller's thread, not copied again.
  return withTransfer(result, buffers);
}

/** True when a simulation of this country and region is split into segments. */
export function isSegmentable(
  runtime: Pick<SimulationRuntime, 'regions'>,
  country: string,
  region: string,
): boolean {
  return (
    runtime.regions.segmentCount(country) > 0 &&
    runtime.regions.statesOf(country, region) === undefined
  );
}

/**
 * A segmented simulation (DESIGN.md §8): checks the input as {@link runSimulation} does (so a bad
 * reform fails before any segment starts), fans out one call per segment through the dispatcher,
 * merges them with every check, and writes the merged frames exactly as the unsegmented run would
 * — same frames, same bytes, same digest. The first segment's cache outcome is the one reported.
 */
export async function runSegmentedSimulation(
  raw: unknown,
  runtime: WorkerRuntime,
  fanOut: Omit<FanOutOptions, 'segmentCount' | 'signal'>,
  encoder: ArtifactEncoder = IN_THREAD_ARTIFACT_ENCODER,
): Promise<SimulationOutcome> {
  const prepared = prepareSimulation(raw, runtime);
  const { input } = prepared;
  const count = runtime.regions.segmentCount(input.country);
  if (count === 0 || !isSegmentable(runtime, input.country, input.region)) {
    throw new ExecutorError(
      ExecutorCode.invalidSimulationInput,
      `a ${input.country} simulation of region ${input.region} is not segmented`,
    );
  }
  const { results, timings } = await fanOutSegments(input, {
    ...fanOut,
    segmentCount: count,
    ...(runtime.signal === undefined ? {} : { signal: runtime.signal }),
  });
  const merged = mergeSegments(results, {
    role: input.role,
    region: input.region,
    count,
    statesOf: (index) => runtime.regions.segmentStates(input.country, index),
  });
  // The frames as the artifact holds them (-0 written as 0) are what is stored and what the
  // report aggregates: the encoding then finds no -0 to copy away.
  const stored = await storeSimulation(
    runtime.store,
    input,
    merged.receipt,
    simulationFramesAsStored(merged.frames),
    encoder,
  );
  const unknown = results[0]?.unknownColumns ?? [];
  const outcome = results[0]?.baselineCacheOutcome;
  const result: SimulationOutcome = {
    role: input.role,
    artifact: stored.output,
    inputArtifact: stored.input,
    receipt: merged.receipt,
    unknownColumns: unknown,
    ...(outcome === undefined ? {} : { baselineCacheOutcome: outcome }),
    segments: timings,
  };
  return Object.defineProperty(result, 'frames', { value: stored.frames, enumerable: false });
}
