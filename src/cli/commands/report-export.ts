/**
 * `fiscus report --out DIR`: every MacroOutput table as CSV, one XLSX workbook (a sheet per table
 * and an `about` sheet), and a self-contained HTML page with the standard charts drawn as inline
 * SVG (no script, no network: it opens offline) — each stamped with the report digest, model and
 * data versions and the dataset's digest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { MacroOutput } from '../../contract/index.js';
import { macroOutputTables, type ReportTable } from '../../report/index.js';
import { renderChart, reportChartSpecs } from '../../charts/index.js';

/** What every exported file says of the report it comes from. */
export interface ReportStamp {
  readonly reportId: string;
  readonly reportAggregateSha256: string;
  readonly macroOutput: MacroOutput;
}

/** The stamp as (name, value) pairs, in the order files print them. */
export function stampEntries(stamp: ReportStamp): [string, string][] {
  const p = stamp.macroOutput.provenance;
  return [
    ['report_id', stamp.reportId],
    ['report_digest', stamp.reportAggregateSha256],
    ['model_version', stamp.macroOutput.model_version],
    ['data_version', stamp.macroOutput.data_version],
    ['dataset', p.dataset],
    ['dataset_digest', p.datasetDigest],
    ['country', p.country],
    ['year', String(p.year)],
    ['region', p.region],
  ];
}

/** A CSV of one table: `# name: value` stamp lines (read with a `#` comment marker), then the table. */
export function tableCsv(table: ReportTable, stamp: ReportStamp): string {
  const header = stampEntries(stamp)
    .map(([k, v]) => `# ${k}: ${v}`)
    .join('\n');
  return `${header}\n${stringify([table.columns, ...table.rows])}`;
}

/** Loads exceljs on first use, as a typed error when it is missing. */
async function loadExcel(): Promise<{ Workbook: new () => ExcelWorkbook }> {
  const name = 'exceljs';
  try {
    const module = (await import(name)) as { default?: unknown; Workbook?: unknown };
    return (module.Workbook === undefined ? module.default : module) as {
      Workbook: new () => ExcelWorkbook;
    };
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND')
      throw new ExportLibraryError(name, { cause: error });
    throw error;
  }
}

/** The parts of an exceljs workbook used here. */
interface ExcelWorkbook {
  creator: string;
  addWorksheet(name: string): { addRow(values: readonly unknown[]): unknown };
  xlsx: { writeFile(path: string): Promise<void> };
}

/** A library an export needs is not installed. */
export class ExportLibraryError extends Error {
  readonly code = 'export_library_missing';
  constructor(
    readonly packageName: string,
    options?: { cause?: unknown },
  ) {
    super(
      `the XLSX export needs the npm package ${packageName}, which is not installed; run npm install (it is a dependency of fiscus)`,
      options,
    );
    this.name = 'ExportLibraryError';
  }
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The offline HTML page: stamp, the standard charts as inline SVG, every table. */
async function reportHtml(tables: readonly ReportTable[], stamp: ReportStamp): Promise<string> {
  const charts = await Promise.all(
    reportChartSpecs(stamp.macroOutput).map(async (c) => ({
      title: c.title,
      svg: await renderChart(c.spec, 'svg'),
    })),
  );
  const entries = stampEntries(stamp);
  const tableHtml = (t: ReportTable): string =>
    `<h2>${escapeHtml(t.name)}</h2>\n<table>\n<tr>${t.columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr>\n${t.rows
      .map((r) => `<tr>${r.map((v) => `<td>${escapeHtml(String(v))}</td>`).join('')}</tr>`)
      .join('\n')}\n</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Fiscus report ${escapeHtml(stamp.reportId)}</title>
${entries.map(([k, v]) => `<meta name="fiscus:${k}" content="${escapeHtml(v)}">`).join('\n')}
<style>body{font-family:DejaVu Sans,Arial,sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse;margin-bottom:1.5em}td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}th{background:#f3f3f3}figure{margin:1em 0}</style>
</head>
<body>
<h1>Fiscus report</h1>
<dl>${entries.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
${charts.map((c) => `<figure>\n<figcaption>${escapeHtml(c.title)}</figcaption>\n${c.svg}\n</figure>`).join('\n')}
${tables.map(tableHtml).join('\n')}
</body>
</html>
`;
}

/**
 * Writes the exports of one report into `dir` (created if missing): `<table>.csv` per table,
 * `report.xlsx` and `report.html`. Returns the files written.
 */
export async function writeReportExports(dir: string, stamp: ReportStamp): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const tables = macroOutputTables(stamp.macroOutput);
  const files: string[] = [];
  for (const table of tables) {
    const file = join(dir, `${table.name}.csv`);
    writeFileSync(file, tableCsv(table, stamp));
    files.push(file);
  }
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  workbook.creator = 'fiscus';
  const about = workbook.addWorksheet('about');
  for (const entry of stampEntries(stamp)) about.addRow(entry);
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name.slice(0, 31));
    sheet.addRow(table.columns);
    for (const row of table.rows) sheet.addRow(row);
  }
  const xlsx = join(dir, 'report.xlsx');
  await workbook.xlsx.writeFile(xlsx);
  files.push(xlsx);
  const html = join(dir, 'report.html');
  writeFileSync(html, await reportHtml(tables, stamp));
  files.push(html);
  return files;
}
