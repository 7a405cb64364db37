import type { MacroOutput } from '../contract/index.js';
import type { Records, ComparisonStatus, SectionDifference } from '../db/index.js';
import type { ArtifactStore } from '../store/index.js';
import type { Logger } from '../telemetry/index.js';
import { compareMacroOutputs } from './report-comparison.js';

/** Options of {@link compareWithReference}. */
export interface ReferenceComparisonOptions {
  readonly records: Records;
  readonly store: ArtifactStore;
  readonly reportId: string;
  readonly referenceId: string;
  readonly macroOutput: MacroOutput;
  /** How long to wait for a reference that is still pending or running, ms. */
  readonly waitMs: number;
  readonly logger: Logger;
  readonly pollMs?: number;
}

/**
 * Compares a report with its reference report (the same request computed by the model version in
 * service) section by section and records the comparison: `match`, `differs`, `reference_missing`
 * (no such report) or `reference_failed` (it failed, or did not finish within `waitMs`). Returns
 * the status recorded.
 */
export async function compareWithReference(
  options: ReferenceComparisonOptions,
): Promise<ComparisonStatus> {
  const { records, referenceId } = options;
  const until = Date.now() + options.waitMs;
  let reference = await records.getReport(referenceId);
  while (
    reference !== undefined &&
    (reference.status === 'pending' || reference.status === 'running') &&
    Date.now() < until
  ) {
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(options.pollMs ?? 500, Math.max(0, until - Date.now()))),
    );
    reference = await records.getReport(referenceId);
  }
  let status: ComparisonStatus;
  let sections: Record<string, SectionDifference> = {};
  if (reference === undefined) status = 'reference_missing';
  else if (reference.status !== 'succeeded' || reference.aggregateArtifact === null)
    status = 'reference_failed';
  else {
    const descriptor = reference.aggregateArtifact as { key: string; sha256: string };
    const bytes = await options.store.get(descriptor.key, descriptor.sha256);
    const referenceOutput = JSON.parse(new TextDecoder().decode(bytes)) as MacroOutput;
    sections = compareMacroOutputs(options.macroOutput, referenceOutput);
    status = Object.values(sections).some((s) => s.differs) ? 'differs' : 'match';
  }
  await records.recordComparison({
    reportId: options.reportId,
    referenceReportId: referenceId,
    status,
    sections,
  });
  options.logger.info(
    { event: 'report_compared', referenceId, status },
    `report ${options.reportId} compared with ${referenceId}: ${status}`,
  );
  return status;
}
