import type { ArtifactDescriptor, ReportExecutionResult } from '../contract/index.js';
import type { Records, ReportRecord } from '../db/index.js';
import type { FailureReporter, Logger, Tracer } from '../telemetry/index.js';
import type { ArtifactStore } from '../store/index.js';
import type { SimulationLauncher } from './simulation-launcher.js';
import type { CountryServices } from './simulation-runtime.js';

/** What the coordinator runs with. Everything is passed in. */
export interface CoordinatorDeps {
  readonly store: ArtifactStore;
  readonly launcher: SimulationLauncher;
  /** The countries served: models, regions and macro profiles. */
  readonly countries: CountryServices;
  /** The records database; required by `database` delivery, never touched by `return`. */
  readonly records?: Records;
  readonly logger: Logger;
  readonly tracer: Tracer;
  readonly failures: FailureReporter;
  /** The shared wait window, ms from coordinator entry (DESIGN.md §8). */
  readonly waitWindowMs: number;
  /** How long to wait for a running reference report, ms. Default 0 (compare only with a finished one). */
  readonly referenceWaitMs?: number;
  /** The coordinator's own cancellation (its call was cancelled or pre-empted). */
  readonly signal?: AbortSignal;
  /**
   * The claim's lease (`database` delivery): how long it lasts and how often the coordinator
   * renews it. Default `DEFAULT_REPORT_LEASE_MS` (contract), renewed every third of it. A renewal that
   * is refused (the report was cancelled or taken over) stops the coordinator as if cancelled.
   */
  readonly lease?: { readonly ttlMs: number; readonly renewEveryMs?: number };
  /** The dispatch call running this coordinator: a restart of the same call resumes its own claim. */
  readonly dispatchCallId?: string;
  /** Plan race columns (`poverty_by_race`); default true (the synthetic US data has race). */
  readonly includeRace?: boolean;
  readonly observeIntervalsMs?: readonly number[];
  /**
   * How long a record write the database refuses as unavailable is tried again, ms (default
   * `DEFAULT_RECORDS_RETRY_MS`, 60 s); 0 logs the first refusal and goes on without the write.
   */
  readonly recordsRetryMs?: number;
  readonly now?: () => number;
}

/** What a coordinated report gave: the result, or the report that already owns this computation. */
export type CoordinatedReport =
  | {
      readonly kind: 'completed';
      readonly result: ReportExecutionResult;
      readonly aggregateArtifact?: ArtifactDescriptor;
      /** Set when this run recomputed an earlier succeeded report whose aggregate artifact was missing or damaged. */
      readonly repaired?: ReportRecord;
    }
  | {
      readonly kind: 'duplicate';
      readonly reason: 'same_id' | 'same_request';
      readonly existing: ReportRecord;
    };
