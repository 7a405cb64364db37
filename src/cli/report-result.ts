/**
 * The one JSON document `fiscus report --json` prints: the execution result of the report — its
 * id, status, the digest `reportAggregateSha256`, the MacroOutput, its provenance and the
 * artifact descriptors — whether the report ran now or was recorded before (a repeated request).
 */
import type { ArtifactDescriptor, MacroOutput, ReportExecutionResult } from '../contract/index.js';
import type { Records, ReportRecord } from '../db/index.js';
import type { ArtifactStore } from '../store/index.js';

/** The result document of `fiscus report --json` (and of a repeated request). */
export interface ReportResultDocument {
  readonly reportId: string;
  /** `succeeded`, or the recorded status of a repeated request (`running`, `failed`, …). */
  readonly status: string;
  /** Set when the request repeats a recorded report: why it was recognised. */
  readonly repeated?: 'same_id' | 'same_request';
  readonly reportAggregateSha256?: string;
  readonly macroOutput?: MacroOutput;
  readonly provenance?: MacroOutput['provenance'];
  readonly outputPlan?: ReportExecutionResult['outputPlan'];
  readonly artifacts?: {
    readonly baseline?: ArtifactDescriptor;
    readonly reform?: ArtifactDescriptor;
    readonly aggregate?: ArtifactDescriptor;
  };
  /** A failed report's code and summary, with its typed issues and cause when recorded. */
  readonly error?: { readonly code: string; readonly summary: string | null } & Partial<
    NonNullable<ReportRecord['errorDetail']>
  >;
}

/** The document of a report that ran now. */
export function executedResult(
  result: ReportExecutionResult,
  aggregate: ArtifactDescriptor | undefined,
): ReportResultDocument {
  return {
    reportId: result.reportId,
    status: 'succeeded',
    reportAggregateSha256: result.reportAggregateSha256,
    macroOutput: result.macroOutput,
    provenance: result.provenance,
    outputPlan: result.outputPlan,
    artifacts: {
      baseline: result.artifacts.baseline,
      reform: result.artifacts.reform,
      ...(aggregate === undefined
        ? result.artifacts.aggregate === undefined
          ? {}
          : { aggregate: result.artifacts.aggregate }
        : { aggregate }),
    },
  };
}

/**
 * The document of a recorded report (a repeated request, `fiscus reports show`): its status and,
 * once it succeeded, the MacroOutput read back from the store (its digest checked) and the
 * simulations' artifact descriptors from the records.
 */
export async function recordedResult(
  existing: ReportRecord,
  records: Records,
  store: ArtifactStore,
  repeated?: 'same_id' | 'same_request',
): Promise<ReportResultDocument> {
  const base = {
    reportId: existing.id,
    status: existing.status,
    ...(repeated === undefined ? {} : { repeated }),
  };
  if (existing.errorCode !== null)
    return {
      ...base,
      error: {
        code: existing.errorCode,
        summary: existing.errorSummary,
        ...(existing.errorDetail ?? {}),
      },
    };
  const aggregate = existing.aggregateArtifact as ArtifactDescriptor | null;
  if (existing.status !== 'succeeded' || aggregate === null) return base;
  const macroOutput = JSON.parse(
    new TextDecoder().decode(await store.get(aggregate.key, aggregate.sha256)),
  ) as MacroOutput;
  const whole = (await records.getSimulations(existing.id)).filter((s) => s.segmentIndex === null);
  const artifactOf = (role: string): ArtifactDescriptor | undefined =>
    (whole.find((s) => s.role === role)?.artifact ?? undefined) as ArtifactDescriptor | undefined;
  const baseline = artifactOf('baseline');
  const reform = artifactOf('reform');
  return {
    ...base,
    ...(existing.reportAggregateSha256 === null
      ? {}
      : { reportAggregateSha256: existing.reportAggregateSha256 }),
    macroOutput,
    provenance: macroOutput.provenance,
    artifacts: {
      ...(baseline === undefined ? {} : { baseline }),
      ...(reform === undefined ? {} : { reform }),
      aggregate,
    },
  };
}
