import {
  canonicalJson,
  sha256Hex,
  type ArtifactDescriptor,
  type ModelBundle,
  type SimulationInput,
} from '../contract/index.js';
import type { Frame } from '../data/index.js';
import { artifactKeys, type ArtifactStore } from '../store/index.js';
import type { SimulationReceipt } from './compute-simulation.js';
import { IN_THREAD_ARTIFACT_ENCODER, type ArtifactEncoder } from './artifact-encoder.js';
import { PARQUET_MEDIA_TYPE, rowIdentityOf } from './simulation-artifact.js';

/** Format tag of a simulation input document. */
export const SIMULATION_INPUT_FORMAT = 'fiscus-simulation-input/1';

/** Descriptors of what a worker stored: its input document and its output frames. */
export interface StoredSimulation {
  readonly input: ArtifactDescriptor;
  readonly output: ArtifactDescriptor;
  /** The frames to use from here on (the encoder may have moved the given ones away and back). */
  readonly frames: Readonly<Record<string, Frame>>;
}

/**
 * The input document of a simulation: what was computed — role, country, year, region, dataset
 * and its digest, policy, output plan, model bundle — and nothing about the run (no report or
 * correlation id, no delivery mode, no segmentation, no clock), so equal computations give equal
 * bytes and share one object, in any report and any process.
 */
export function simulationInputDocument(
  input: SimulationInput,
  receipt: SimulationReceipt,
): Record<string, unknown> {
  return {
    format: 'fiscus-simulation-input/1',
    role: input.role,
    country: input.country,
    year: input.year,
    region: input.region,
    dataset: input.dataset,
    datasetDigest: receipt.datasetDigest,
    policy: input.policy,
    outputPlan: input.outputPlan,
    modelVersion: receipt.modelVersion,
    bundleSystemHash: receipt.bundleSystemHash,
    systemHash: receipt.systemHash,
  };
}

/** The model bundle of a receipt. */
export function modelBundleOf(receipt: SimulationReceipt): ModelBundle {
  return {
    country: receipt.country,
    modelVersion: receipt.modelVersion,
    systemHash: receipt.systemHash,
    datasetDigest: receipt.datasetDigest,
  };
}

/**
 * Writes a simulation's input (canonical JSON, `inputs/<role>-<sha256>.json`) and output (one
 * Parquet file, `simulations/<role>-<sha256>.parquet`) to the write-once store, keyed by their
 * digests: a restarted or repeated attempt with identical bytes reuses the object ("present"),
 * different bytes land beside it, and nothing ever collides. Returns both descriptors. The
 * output's bytes come from `encoder` (by default on this thread).
 */
export async function storeSimulation(
  store: ArtifactStore,
  input: SimulationInput,
  receipt: SimulationReceipt,
  frames: Readonly<Record<string, Frame>>,
  encoder: ArtifactEncoder = IN_THREAD_ARTIFACT_ENCODER,
): Promise<StoredSimulation> {
  const bundle = modelBundleOf(receipt);
  const inputBytes = new TextEncoder().encode(
    canonicalJson(simulationInputDocument(input, receipt)),
  );
  const inputSha = sha256Hex(inputBytes);
  const encoded = await encoder.encode(frames);
  const { bytes: outputBytes, sha256: outputSha } = encoded;
  const [inputPut, outputPut] = await Promise.all([
    store.put(artifactKeys.input(input.role, inputSha), inputBytes),
    store.put(artifactKeys.simulation(input.role, outputSha), outputBytes),
  ]);
  return {
    input: {
      key: inputPut.key,
      mediaType: 'application/json',
      sha256: inputPut.sha256,
      size: inputPut.size,
      rowIdentity: [],
      outputPlanSha256: input.outputPlan.sha256,
      modelBundle: bundle,
    },
    output: {
      key: outputPut.key,
      mediaType: PARQUET_MEDIA_TYPE,
      sha256: outputPut.sha256,
      size: outputPut.size,
      rowIdentity: rowIdentityOf(encoded.frames),
      outputPlanSha256: input.outputPlan.sha256,
      modelBundle: bundle,
    },
    frames: encoded.frames,
  };
}
