import type { Records, ReportRecord } from '../db/index.js';

/** What waiting for another coordinator's report gave: its final record, or its lease lapsed. */
export type AwaitedReport =
  | { readonly kind: 'finished'; readonly report: ReportRecord }
  | { readonly kind: 'lease_expired'; readonly report: ReportRecord }
  | { readonly kind: 'missing' };

/** Options of {@link awaitReport}. */
export interface AwaitReportOptions {
  /** Poll interval. Default 1,000 ms. */
  readonly intervalMs?: number;
  readonly signal?: AbortSignal;
  readonly now?: () => number;
  /** Told about each poll of the still-running report (a progress line). */
  readonly onPoll?: (report: ReportRecord) => void;
}

const sleep = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Waits for a report that another coordinator holds: polls its record until it succeeded or
 * failed, or until its lease has lapsed unrenewed (its coordinator died: claim the request again
 * to take it over), or until it vanishes. Aborting the signal stops the wait (`aborted`).
 */
export async function awaitReport(
  records: Records,
  id: string,
  options: AwaitReportOptions = {},
): Promise<AwaitedReport | { readonly kind: 'aborted' }> {
  const now = options.now ?? Date.now;
  const aborted = (): boolean => options.signal?.aborted === true;
  for (;;) {
    const report = await records.getReport(id);
    if (report === undefined) return { kind: 'missing' };
    if (report.status === 'succeeded' || report.status === 'failed')
      return { kind: 'finished', report };
    if (report.leaseExpiresAt === null || Date.parse(report.leaseExpiresAt) < now())
      return { kind: 'lease_expired', report };
    if (aborted()) return { kind: 'aborted' };
    options.onPoll?.(report);
    await sleep(options.intervalMs ?? 1_000, options.signal);
    if (aborted()) return { kind: 'aborted' };
  }
}
