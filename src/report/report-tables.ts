import type { MacroOutput } from '../contract/index.js';

/** One MacroOutput section as a flat table: key columns, then `value`. */
export interface ReportTable {
  /** The section's name in the MacroOutput (`budget`, `decile`, `states`…). */
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** Names of the key columns of each section (`level_<n>` past them). */
const KEY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  budget: ['item'],
  detailed_budget: ['program', 'measure'],
  decile: ['measure', 'decile'],
  intra_decile: ['scope', 'bucket', 'decile'],
  inequality: ['measure', 'policy'],
  poverty: ['measure', 'group', 'policy'],
  poverty_by_gender: ['measure', 'group', 'policy'],
  poverty_by_race: ['measure', 'group', 'policy'],
  states: ['region', 'measure', 'detail'],
};

/** Sections that are not tables: the versions and provenance stamp every table instead. */
const NOT_TABLES = new Set(['model_version', 'data_version', 'provenance']);

/** Every (key path, number) of a nested value; a list's items are keyed 1, 2, … (deciles). */
function leaves(value: unknown, path: string[], out: { path: string[]; value: number }[]): void {
  if (typeof value === 'number') out.push({ path, value });
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...path, String(i + 1)], out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
}

/**
 * Every table of a MacroOutput, one per section present (budget, programs, deciles, winners and
 * losers, inequality, poverty, states), each row a key path and its value, in the MacroOutput's
 * order: the same numbers as the JSON, flat for CSV and spreadsheets.
 */
export function macroOutputTables(output: MacroOutput): ReportTable[] {
  const tables: ReportTable[] = [];
  for (const [name, section] of Object.entries(output)) {
    if (NOT_TABLES.has(name) || section === undefined) continue;
    const found: { path: string[]; value: number }[] = [];
    leaves(section, [], found);
    const depth = Math.max(1, ...found.map((f) => f.path.length));
    const names = KEY_COLUMNS[name] ?? [];
    const columns = Array.from({ length: depth }, (_, i) => names[i] ?? `level_${i + 1}`);
    tables.push({
      name,
      columns: [...columns, 'value'],
      rows: found.map((f) => [...columns.map((_, i) => f.path[i] ?? ''), f.value]),
    });
  }
  return tables;
}

/**
 * A table's rows back as the nested section (lists as objects keyed 1, 2, …): the inverse of
 * {@link macroOutputTables}, for reading an export back.
 */
export function tableToSection(table: ReportTable): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = table.columns.length - 1;
  for (const row of table.rows) {
    const path = row
      .slice(0, keys)
      .map(String)
      .filter((k) => k !== '');
    let at = out;
    path.slice(0, -1).forEach((k) => {
      at = (at[k] ??= {}) as Record<string, unknown>;
    });
    at[path[path.length - 1]!] = Number(row[keys]);
  }
  return out;
}
