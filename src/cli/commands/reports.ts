import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import type { MacroOutput } from '../../contract/index.js';
import { createRecords, type Records } from '../../db/index.js';
import { formatReportSummary } from '../../executor/index.js';
import { FsArtifactStore } from '../../store/index.js';
import { FISCUS_HOME } from './report.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';

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

/** Registers `fiscus reports list|show ID`: the recorded reports, their simulations and results. */
export function registerReportsCommand(program: Command): void {
  const reports = program.command('reports').description(COMMAND_SUMMARIES.reports);
  const common = (command: Command): Command =>
    command
      .option('--home <dir>', 'local state directory', FISCUS_HOME)
      .option('--database <url>', 'records database (default SQLite <home>/fiscus.db)')
      .option('--store <dir>', 'artifact store directory (default <home>/store)')
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
      if (artifact?.key !== undefined) {
        const store = new FsArtifactStore(
          resolve(options.store ?? join(resolve(options.home), 'store')),
        );
        macroOutput = JSON.parse(
          new TextDecoder().decode(await store.get(artifact.key, artifact.sha256)),
        ) as MacroOutput;
      }
      if (options.json === true) {
        process.stdout.write(
          `${JSON.stringify({ report, simulations, comparison, macroOutput }, null, 2)}\n`,
        );
        return;
      }
      process.stdout.write(
        `Report ${report.id}: ${report.status} (${report.deliveryMode}, model ${report.modelVersion}, ${report.country} ${describeRequest(report.request).region} ${report.year})\n  reform ${describeRequest(report.request).reform}\n`,
      );
      if (report.errorCode !== null)
        process.stdout.write(`  failed: ${report.errorCode}: ${report.errorSummary}\n`);
      for (const s of simulations) {
        process.stdout.write(
          `  ${s.role.padEnd(8)} ${s.status.padEnd(9)} ${s.id}${s.errorCode === null ? '' : `  ${s.errorCode}: ${s.errorSummary}`}\n`,
        );
      }
      if (comparison !== undefined)
        process.stdout.write(
          `  compared with ${comparison.referenceReportId}: ${comparison.status}${comparison.sectionsDiffering.length > 0 ? ` (differs in ${comparison.sectionsDiffering.join(', ')})` : ''}\n`,
        );
      if (report.reportAggregateSha256 !== null)
        process.stdout.write(`  digest ${report.reportAggregateSha256}\n`);
      if (macroOutput !== undefined)
        process.stdout.write(`\n${formatReportSummary(macroOutput)}\n`);
    });
  });
}
