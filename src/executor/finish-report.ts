import {
  canonicalJson,
  sha256Hex,
  type ArtifactDescriptor,
  type OutputPlan,
  type ReportExecutionResult,
  type ReportProvenance,
  type ReportRequest,
} from '../contract/index.js';
import { aggregateReport, type MacroProfile } from '../report/index.js';
import { artifactKeys, type ArtifactStore } from '../store/index.js';
import { ExecutorCode, ExecutorError } from './executor-error.js';
import type { SimulationOutcome } from './run-simulation.js';
import { decodeSimulationArtifact } from './simulation-artifact.js';

function mismatch(message: string): never {
  throw new ExecutorError(ExecutorCode.artifactMismatch, message);
}

/**
 * Checks that two simulation outcomes form this report: both computed for this output plan, by
 * the same model version on the same dataset, over the same rows (row identities equal), each
 * descriptor naming its own role. Throws {@link ExecutorError} `artifact_mismatch`.
 */
export function assertOutcomesFormReport(
  plan: OutputPlan,
  baseline: SimulationOutcome,
  reform: SimulationOutcome,
): void {
  for (const [role, outcome] of [
    ['baseline', baseline],
    ['reform', reform],
  ] as const) {
    if (outcome.role !== role) mismatch(`the ${role} worker returned a ${outcome.role} artifact`);
    if (outcome.artifact.outputPlanSha256 !== plan.sha256)
      mismatch(
        `the ${role} artifact was computed for output plan ${outcome.artifact.outputPlanSha256}, not ${plan.sha256}`,
      );
  }
  const b = baseline.artifact.modelBundle;
  const r = reform.artifact.modelBundle;
  if (b.modelVersion !== r.modelVersion)
    mismatch(`baseline ran model ${b.modelVersion}, reform ${r.modelVersion}`);
  if (b.datasetDigest !== r.datasetDigest)
    mismatch('baseline and reform ran on different datasets');
  if (canonicalJson(baseline.artifact.rowIdentity) !== canonicalJson(reform.artifact.rowIdentity))
    mismatch('baseline and reform artifacts hold different rows');
}

/**
 * Reads both artifacts back (re-hashed against their descriptors), aggregates them, and builds the
 * result. An outcome made in this process brings its frames as stored: they are aggregated
 * instead of the bytes decoded again (the same values, to the bit).
 */
export async function aggregateOutcomes(options: {
  readonly store: ArtifactStore;
  readonly request: ReportRequest;
  readonly plan: OutputPlan;
  readonly profile: MacroProfile;
  readonly baseline: SimulationOutcome;
  readonly reform: SimulationOutcome;
}): Promise<ReportExecutionResult> {
  const { store, request, plan, baseline, reform } = options;
  assertOutcomesFormReport(plan, baseline, reform);
  const [baselineBytes, reformBytes] = await Promise.all([
    store.get(baseline.artifact.key, baseline.artifact.sha256),
    store.get(reform.artifact.key, reform.artifact.sha256),
  ]);
  const bundle = baseline.artifact.modelBundle;
  const provenance: ReportProvenance = {
    country: request.country,
    year: request.year,
    region: request.region,
    dataset: request.dataset,
    datasetDigest: bundle.datasetDigest,
    modelVersion: bundle.modelVersion,
    baselineSystemHash: baseline.artifact.modelBundle.systemHash,
    reformSystemHash: reform.artifact.modelBundle.systemHash,
    outputPlanSha256: plan.sha256,
    baselineArtifactSha256: baseline.artifact.sha256,
    reformArtifactSha256: reform.artifact.sha256,
  };
  const aggregated = aggregateReport({
    profile: options.profile,
    baseline: baseline.frames ?? decodeSimulationArtifact(baselineBytes),
    reform: reform.frames ?? decodeSimulationArtifact(reformBytes),
    modelVersion: bundle.modelVersion,
    dataVersion: `${request.dataset}@${bundle.datasetDigest.slice(0, 16)}`,
    provenance,
    aggregates: request.aggregates,
  });
  return {
    reportId: request.reportId,
    macroOutput: aggregated.macroOutput,
    reportAggregateSha256: aggregated.reportAggregateSha256,
    outputPlan: plan,
    artifacts: { baseline: baseline.artifact, reform: reform.artifact },
    provenance,
  };
}

/** Writes the report aggregate (canonical JSON of the MacroOutput) under `reports/<sha256>.json` and describes it. */
export async function storeAggregate(
  store: ArtifactStore,
  result: ReportExecutionResult,
): Promise<ArtifactDescriptor> {
  const bytes = new TextEncoder().encode(canonicalJson(result.macroOutput));
  const put = await store.put(artifactKeys.report(sha256Hex(bytes)), bytes);
  return {
    key: put.key,
    mediaType: 'application/json',
    sha256: put.sha256,
    size: put.size,
    rowIdentity: [],
    outputPlanSha256: result.outputPlan.sha256,
    modelBundle: {
      ...result.artifacts.baseline.modelBundle,
      systemHash: result.provenance.reformSystemHash,
    },
  };
}
