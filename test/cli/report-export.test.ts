/**
 * `fiscus report --out DIR`: the CSV files and the XLSX workbook read back equal to the report's
 * `--json` MacroOutput, every file carries the digest and versions, and the HTML page holds its
 * charts as inline SVG with no script or remote resource.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { cliRunner } from './cli-runner.js';
import type { MacroOutput } from '../../src/contract/index.js';
import { macroOutputTables, tableToSection, type ReportTable } from '../../src/report/index.js';

const { tmp, fiscus } = cliRunner('fiscus-export-');

/** A section with its lists as objects keyed 1, 2, … (as the tables write them). */
function keyed(value: unknown): unknown {
  if (Array.isArray(value))
    return Object.fromEntries(value.map((v, i) => [String(i + 1), keyed(v)]));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keyed(v)]));
  return value;
}

describe('fiscus report --out', () => {
  it('writes CSV, XLSX and offline HTML that read back equal to --json, each stamped', async () => {
    const out = join(tmp, 'exports');
    const run = await fiscus([
      'report',
      '--households',
      '300',
      '--threads',
      '1',
      '--home',
      join(tmp, 'home'),
      '--delivery',
      'return',
      '--no-segmented',
      '--no-progress',
      '--json',
      '--out',
      out,
    ]);
    expect(run.stderr).toContain(`files in ${out}`);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as {
      reportAggregateSha256: string;
      macroOutput: MacroOutput;
    };
    const expected = macroOutputTables(json.macroOutput);
    expect(expected.map((t) => t.name)).toEqual(
      expect.arrayContaining(['budget', 'decile', 'intra_decile', 'poverty', 'inequality']),
    );
    const stamp = [
      `# report_digest: ${json.reportAggregateSha256}`,
      `# model_version: ${json.macroOutput.model_version}`,
      `# data_version: ${json.macroOutput.data_version}`,
      `# dataset_digest: ${json.macroOutput.provenance.datasetDigest}`,
    ];
    for (const table of expected) {
      const text = readFileSync(join(out, `${table.name}.csv`), 'utf8');
      for (const line of stamp) expect(text).toContain(line);
      const [columns, ...rows] = parse(text, { comment: '#' }) as string[][];
      const read: ReportTable = { name: table.name, columns: columns!, rows: rows };
      expect(tableToSection(read)).toEqual(
        keyed((json.macroOutput as Record<string, unknown>)[table.name]),
      );
    }
    const exceljs = 'exceljs';
    const { default: Excel } = (await import(exceljs)) as {
      default: {
        Workbook: new () => {
          xlsx: { readFile(path: string): Promise<unknown> };
          getWorksheet(name: string): { getSheetValues(): unknown[][] } | undefined;
        };
      };
    };
    const workbook = new Excel.Workbook();
    await workbook.xlsx.readFile(join(out, 'report.xlsx'));
    const about = workbook.getWorksheet('about')!.getSheetValues();
    expect(about.flat()).toContain(json.reportAggregateSha256);
    for (const table of expected) {
      // exceljs rows and cells count from 1: drop the empty first entries.
      const [columns, ...rows] = workbook
        .getWorksheet(table.name)!
        .getSheetValues()
        .filter(Boolean)
        .map((row) => row.slice(1).map((v) => (v === undefined || v === null ? '' : v)));
      const read: ReportTable = {
        name: table.name,
        columns: columns as string[],
        rows: rows as (string | number)[][],
      };
      expect(tableToSection(read)).toEqual(
        keyed((json.macroOutput as Record<string, unknown>)[table.name]),
      );
    }
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toContain(json.reportAggregateSha256);
    expect(html.match(/<svg/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html).not.toMatch(/<script|<link|src="http/);
    expect(readdirSync(out)).toEqual(expect.arrayContaining(['report.xlsx', 'report.html']));
  }, 600_000);
});
