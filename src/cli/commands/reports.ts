import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import type { MacroOutput } from '../../contract/index.js';
import { createRecords, type Records, type ReportRecord } from '../../db/index.js';
import { countryPack } from '../../countries/index.js';
import { formatReportSummary } from '../../executor/index.js';
import { openArtifactStore } from '../../store/index.js';
import { FISCUS_HOME } from './report.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';
import { failureDetailLines } from '../errors.js';

interface ReportsOptions {
  readonly home: string;
  readonly database?: string;
  readonly store?: string;
  readonly json?: boolean;
  readonly limit: string;
}

async function withRecords<T>(
  options: ReportsOptions,
  use: (records: Records) => Promise<T>,
): Promise<T> {
  const records = await createRecords(options.database ?? join(resolve(options.home), 'fiscus.db'));
  try {
    return await use(records);
  } finally {
    await records.close();
  }
}

/**
 * The region and a short description of the reform of a recorded request: `current-law`, or the
 * first changed parameter with its first value and how many more parameters change.
 */
export function describeRequest(request: unknown): { region: string; reform: string } {
  const r = (request ?? {}) as { region?: unknown; reformPolicy?: unknown };
  const region = typeof r.region === 'string' ? r.region : '?';
  const policy = r.reformPolicy as
    | { reform?: Record<string, Record<string, unknown>>; structural?: string[] }
    | string
    | undefined;
  if (policy === undefined) return { region, reform: '?' };
  if (typeof policy === 'string') return { region, reform: policy };
  const paths = Object.keys(policy.reform ?? {});
  const first = paths[0];
  const structural = policy.structural ?? [];
  const parts: string[] = [];
  if (first !== undefined) {
    const value = Object.values(policy.reform![first] ?? {})[0];
    parts.push(
      `${first}=${String(value)}${paths.length > 1 ? ` (+${paths.length - 1} more)` : ''}`,
    );
  }
  if (structural.length > 0) parts.push(`structural ${structural.join(',')}`);
  return { region, reform: parts.length === 0 ? 'current-law' : parts.join('; ') };
}

/** Registers `fiscus reports list|show ID|cancel ID`: the recorded reports, their simulations and results. */
export function registerReportsCommand(program: Command): void {
  const reports = program.command('reports').description(COMMAND_SUMMARIES.reports);
  const common = (command: Command): Command =>
    command
      .option('--home <dir>', 'local state directory', FISCUS_HOME)
      .option('--database <url>', 'records database (default SQLite <home>/fiscus.db)')
      .option(
        '--store <location>',
        'artifact store: a directory or s3://bucket/prefix?endpoint=…&region=… (credentials from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY; default <home>/store)',
      )
      .option('--json', 'print JSON');
  common(
    reports
      .command('list')
      .description('List reports, newest first.')
      .option('--limit <n>', 'how many', '20'),
  ).action(async (options: ReportsOptions) => {
    await withRecords(options, async (records) => {
      const list = await records.listReports({ limit: Number(options.limit) });
      if (options.json === true) {
        process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
        return;
      }
      if (list.length === 0)
        process.stdout.write('No reports recorded yet: run `fiscus report`.\n');
      for (const r of list) {
        const { region, reform } = describeRequest(r.request);
        process.stdout.write(
          `${r.id}  ${r.status.padEnd(9)} ${r.country} ${region} ${r.year}  ${reform}  ${r.createdAt}${r.errorCode === null ? '' : `  ${r.errorCode}`}\n`,
        );
      }
    });
  });
  common(
    reports
      .command('show')
      .description('Show one report: status, simulations, comparison and summary.')
      .argument('<id>'),
  ).action(async (id: string, options: ReportsOptions) => {
    await withRecords(options, async (records) => {
      const report = await records.getReport(id);
      if (report === undefined) {
        process.stderr.write(`No report ${id}.\n`);
        process.exitCode = 1;
        return;
      }
      const simulations = await records.getSimulations(id);
      const comparison = await records.getComparison(id);
      let macroOutput: MacroOutput | undefined;
      const artifact = report.aggregateArtifact as { key?: string; sha256?: string } | null;
      let unreadable: string | undefined;
      if (artifact?.key !== undefined) {
        const store = openArtifactStore(options.store ?? join(resolve(options.home), 'store'));
        try {
          macroOutput = JSON.parse(
            new TextDecoder().decode(await store.get(artifact.key, artifact.sha256)),
          ) as MacroOutput;
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (code !== 'artifact_not_found' && code !== 'artifact_integrity_mismatch') throw error;
          unreadable = `its aggregate artifact ${artifact.key} is ${code === 'artifact_not_found' ? 'missing' : 'damaged'}; run the same \`fiscus report\` again to recompute it`;
        }
      }
      if (options.json === true) {
        // The document `fiscus report --json` prints for a recorded report, plus the records.
        const document = {
          reportId: report.id,
          status: report.status,
          ...(report.reportAggregateSha256 === null
            ? {}
            : { reportAggregateSha256: report.reportAggregateSha256 }),
          ...(macroOutput === undefined ? {} : { macroOutput, provenance: macroOutput.provenance }),
          ...(report.errorCode === null
            ? {}
            : {
                error: {
                  code: report.errorCode,
                  summary: report.errorSummary,
                  ...(report.errorDetail ?? {}),
                },
              }),
          ...(unreadable === undefined ? {} : { unreadable }),
          record: report,
          simulations,
          comparison,
        };
        process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
        return;
      }
      process.stdout.write(
        `Report ${report.id}: ${report.status} (${report.deliveryMode}, model ${report.modelVersion}, ${report.country} ${describeRequest(report.request).region} ${report.year})\n  reform ${describeRequest(report.request).reform}\n`,
      );
      if (report.errorCode !== null)
        process.stdout.write(
          `  failed: ${report.errorCode}: ${report.errorSummary}\n${failureDetailLines(report.errorDetail, '    ')}`,
        );
      process.stdout.write(leaseLines(report));
      for (const s of simulations) {
        process.stdout.write(
          `  ${s.role.padEnd(8)} ${s.status.padEnd(9)} ${s.id}${s.errorCode === null ? '' : `  ${s.errorCode}: ${s.errorSummary}`}\n${failureDetailLines(s.errorDetail, '      ')}`,
        );
      }
      if (comparison !== undefined)
        process.stdout.write(
          `  compared with ${comparison.referenceReportId}: ${comparison.status}${comparison.sectionsDiffering.length > 0 ? ` (differs in ${comparison.sectionsDiffering.join(', ')})` : ''}\n`,
        );
      if (report.reportAggregateSha256 !== null)
        process.stdout.write(`  digest ${report.reportAggregateSha256}\n`);
      if (macroOutput !== undefined)
        process.stdout.write(
          `\n${formatReportSummary(macroOutput, countryPack(report.country).macroProfile.labels)}\n`,
        );
      if (unreadable !== undefined) {
        process.stderr.write(`Report ${report.id}: ${unreadable}.\n`);
        process.exitCode = 1;
      }
    });
  });
  common(
    reports
      .command('cancel')
      .description(
        'Cancel a pending or running report: it is recorded failed (report_cancelled) and its coordinator stops at its next lease renewal.',
      )
      .argument('<id>')
      .option('--reason <text>', 'why (recorded in the summary)', 'cancelled by the user'),
  ).action(async (id: string, options: ReportsOptions & { reason: string }) => {
    await withRecords(options, async (records) => {
      const report = await records.getReport(id);
      if (report === undefined) {
        process.stderr.write(`No report ${id}.\n`);
        process.exitCode = 1;
        return;
      }
      const cancelled = await records.cancelReport(id, {
        reason: options.reason,
        correlationId: report.correlationId ?? id,
      });
      if (!cancelled) {
        process.stderr.write(`Report ${id} is already ${report.status}; nothing to cancel.\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`Cancelled report ${id}.\n`);
    });
  });
}

/** What `reports show` says of the claim's lease and of abandoned attempts. */
function leaseLines(report: ReportRecord, now: number = Date.now()): string {
  const lines: string[] = [];
  const unfinished = report.status === 'pending' || report.status === 'running';
  if (unfinished && report.leaseExpiresAt !== null) {
    const expired = Date.parse(report.leaseExpiresAt) < now;
    lines.push(
      expired
        ? `  lease of ${report.leaseHolder ?? '?'} expired at ${report.leaseExpiresAt}: abandoned — the next identical request takes it over`
        : `  lease held by ${report.leaseHolder ?? '?'} until ${report.leaseExpiresAt}`,
    );
  }
  if (report.supersedes !== null)
    lines.push(
      `  an earlier attempt, ${report.supersedes}, was abandoned; this report took it over`,
    );
  if (report.supersededBy !== null) lines.push(`  abandoned: taken over by ${report.supersededBy}`);
  return lines.map((l) => `${l}\n`).join('');
}
