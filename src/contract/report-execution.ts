import { z } from 'zod';
import { ArtifactDescriptorSchema } from './artifact-descriptor.js';
import { FailureError, type Failure } from './failure.js';
import { MacroOutputSchema, ReportProvenanceSchema } from './macro-output.js';
import { OutputPlanSchema, Sha256Schema } from './output-plan.js';
import { IdSchema } from './report-request.js';

/**
 * How long a claim on a report's computation lasts unless the claimer says otherwise: 60 s. Here,
 * not in db/, because the executor (which claims) and the records (which store the lease) both
 * need it, and the executor must not load the database drivers for one number.
 */
export const DEFAULT_REPORT_LEASE_MS = 60_000;

/**
 * What a `return` delivery hands back: the MacroOutput and its digest, the output plan, the
 * descriptors of both simulations' artifacts (and of the aggregate, when stored), and provenance.
 */
export const ReportExecutionResultSchema = z.strictObject({
  reportId: IdSchema,
  macroOutput: MacroOutputSchema,
  reportAggregateSha256: Sha256Schema,
  outputPlan: OutputPlanSchema,
  artifacts: z.strictObject({
    baseline: ArtifactDescriptorSchema,
    reform: ArtifactDescriptorSchema,
    aggregate: ArtifactDescriptorSchema.optional(),
  }),
  provenance: ReportProvenanceSchema,
});
/** The result of a report executed with `return` delivery. */
export type ReportExecutionResult = z.infer<typeof ReportExecutionResultSchema>;

/**
 * The typed error of a report that failed under `return` delivery. It carries the {@link Failure}
 * (code, redacted summary, correlation id); callers branch on `code`.
 */
export class ReportExecutionError extends FailureError {
  constructor(
    failure: Failure,
    readonly reportId: string,
  ) {
    super(failure);
    this.name = 'ReportExecutionError';
  }
}
