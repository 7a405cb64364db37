import type { JsonValue, Records, ReportRecord } from '../db/index.js';
import { DEFAULT_REPORT_LEASE_MS, type ReportRequest } from '../contract/index.js';
import type { ArtifactStore } from '../store/index.js';
import type { Logger } from '../telemetry/index.js';
import { reportRequestDigest } from './check-report-request.js';

/** A claim's lease: who holds the computation and how long each renewal lasts. */
export interface ReportLeaseTerms {
  readonly holder: string;
  readonly ttlMs: number;
}

/**
 * What claiming a report gave: this run owns it (`own`, a restart of its own call included), it
 * only repairs an earlier succeeded report whose aggregate is unreadable (`repair`, writing no
 * records), or another report already owns the computation (`duplicate`).
 */
export type ReportClaim =
  | { readonly kind: 'own'; readonly ownRestart: boolean }
  | { readonly kind: 'repair'; readonly existing: ReportRecord }
  | {
      readonly kind: 'duplicate';
      readonly reason: 'same_id' | 'same_request';
      readonly existing: ReportRecord;
    };

/** Claims a report in the records (DESIGN.md §12): a new claim, our own restart, a repair, or a duplicate. */
export async function claimReport(
  records: Records,
  store: ArtifactStore,
  claim: {
    readonly request: ReportRequest;
    readonly modelVersion: string;
    readonly lease: ReportLeaseTerms;
    readonly dispatchCallId?: string;
  },
): Promise<ReportClaim> {
  const { request, dispatchCallId } = claim;
  const result = await records.claimReport({
    lease: claim.lease,
    id: request.reportId,
    requestDigest: reportRequestDigest(request),
    request: request as unknown as JsonValue,
    country: request.country,
    year: request.year,
    modelVersion: claim.modelVersion,
    deliveryMode: request.delivery.mode,
    correlationId: request.correlationId,
    ...(dispatchCallId === undefined ? {} : { dispatchCallId }),
  });
  if (result.claimed) return { kind: 'own', ownRestart: false };
  const ownRestart =
    result.reason === 'same_id' &&
    dispatchCallId !== undefined &&
    result.existing.dispatchCallId === dispatchCallId &&
    (result.existing.status === 'pending' || result.existing.status === 'running');
  if (ownRestart) return { kind: 'own', ownRestart: true };
  if (result.existing.status === 'succeeded' && (await aggregateUnreadable(store, result.existing)))
    return { kind: 'repair', existing: result.existing };
  return { kind: 'duplicate', reason: result.reason, existing: result.existing };
}

/** The default lease of a claim. */
export function leaseTerms(
  holder: string,
  lease: { readonly ttlMs: number } | undefined,
): ReportLeaseTerms {
  return { holder, ttlMs: lease?.ttlMs ?? DEFAULT_REPORT_LEASE_MS };
}

/**
 * Whether a succeeded report's aggregate artifact cannot be read back intact. A damaged one is
 * moved under `quarantine/` (so the recomputed bytes can take its key); a missing one is just
 * missing. Other store errors propagate.
 */
async function aggregateUnreadable(store: ArtifactStore, report: ReportRecord): Promise<boolean> {
  const artifact = report.aggregateArtifact as { key?: unknown; sha256?: unknown } | null;
  if (typeof artifact?.key !== 'string') return false;
  const sha = typeof artifact.sha256 === 'string' ? artifact.sha256 : undefined;
  try {
    await store.get(artifact.key, sha);
    return false;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'artifact_not_found') return true;
    if (code !== 'artifact_integrity_mismatch') throw error;
    await store.quarantine(
      artifact.key,
      `aggregate of report ${report.id} failed its integrity check`,
      { force: true },
    );
    return true;
  }
}

/**
 * Renews a report's lease every `everyMs` until cleared. A refused renewal calls `onLost` once
 * and stops; a renewal that throws (the database is unreachable for a moment) is logged and
 * retried at the next beat — the lease's expiry covers a coordinator that stays cut off.
 */
export function renewLeaseEvery(
  records: Records,
  reportId: string,
  lease: { readonly holder: string; readonly ttlMs: number },
  options: { readonly everyMs: number; readonly onLost: () => void; readonly log: Logger },
): ReturnType<typeof setInterval> {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    records
      .renewLease(reportId, lease)
      .then((renewed) => {
        if (renewed) return;
        clearInterval(timer);
        options.onLost();
      })
      .catch((error: unknown) =>
        options.log.warn(
          {
            event: 'lease_renewal_failed',
            errorType: error instanceof Error ? error.name : typeof error,
          },
          `renewing the lease of report ${reportId} failed; retrying at the next beat`,
        ),
      )
      .finally(() => (busy = false));
  }, options.everyMs);
  timer.unref();
  return timer;
}
