/**
 * State income tax revenue by state next to the Census Bureau's Annual Survey of State Government
 * Tax Collections (individual income taxes), as `npm run validate-data` prints it. The Census
 * figures are data (`census-stc-individual-income-tax.json`, with their table, URL and how they
 * were checked); the modelled figures and the set of modelled states are handed in, so the data
 * layer never reads the model.
 */
import { z } from 'zod';
import { US_STATE_CODES } from '../us-states.js';
import census from './census-stc-individual-income-tax.json' with { type: 'json' };

const CensusFileSchema = z
  .object({
    source: z.string().min(1),
    url: z.string().url(),
    fiscalYear: z.number().int(),
    index: z.string().min(1),
    confidence: z.enum(['high', 'medium', 'low']),
    check: z.string().min(1),
    note: z.string().min(1),
    values: z.record(z.string(), z.number().positive()),
  })
  .strict();

/** The published Census figures: individual income tax collections by state, dollars. */
export type CensusStateIncomeTax = z.infer<typeof CensusFileSchema>;

/** A state code in the Census file that is not one of the 50 states and DC. */
export class CensusStateCodeError extends Error {
  constructor(readonly code: string) {
    super(
      `census-stc-individual-income-tax.json: values.${code} is not a state code; use one of ${US_STATE_CODES.join(' ')}`,
    );
    this.name = 'CensusStateCodeError';
  }
}

/** Parses and checks a Census file (every key a state code). */
export function parseCensusStateIncomeTax(raw: unknown): CensusStateIncomeTax {
  const file = CensusFileSchema.parse(raw);
  for (const code of Object.keys(file.values))
    if (!US_STATE_CODES.includes(code)) throw new CensusStateCodeError(code);
  return file;
}

/** Census FY2023 individual income tax collections of the 41 states and DC that tax wages. */
export const CENSUS_STATE_INCOME_TAX: CensusStateIncomeTax = parseCensusStateIncomeTax(census);

/** An entity's values with each row's household row, weight, and the households' `state_code`. */
export interface ValuesByHousehold {
  readonly values: ArrayLike<number>;
  /** Row i's household row. */
  readonly household: ArrayLike<number>;
  readonly weight: ArrayLike<number>;
  /** The household table's `state_code` column: category indices and their names. */
  readonly stateCode: {
    readonly values: ArrayLike<number>;
    readonly categories?: readonly string[];
  };
}

/** Each state's weighted contributions (value × weight) of its rows. */
function contributionsByState(input: ValuesByHousehold): Map<string, number[]> {
  const { values, household, weight, stateCode } = input;
  const names = stateCode.categories ?? [];
  const out = new Map<string, number[]>();
  for (let i = 0; i < values.length; i++) {
    const code = names[stateCode.values[household[i]!]!];
    if (code === undefined)
      throw new RangeError(
        `state_code of household row ${household[i]} is not one of the column's ${names.length} categories`,
      );
    let list = out.get(code);
    if (list === undefined) out.set(code, (list = []));
    list.push(values[i]! * weight[i]!);
  }
  return out;
}

/** Weighted totals by state. */
export function totalsByState(input: ValuesByHousehold): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [code, list] of contributionsByState(input))
    out[code] = list.reduce((a, b) => a + b, 0);
  return out;
}

/**
 * The share of each state's weighted total held by its `count` largest weighted contributions:
 * how much a state's figure rests on a few sample units (near 1, the figure is sampling noise).
 */
export function largestShareByState(
  input: ValuesByHousehold,
  count: number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [code, list] of contributionsByState(input)) {
    const total = list.reduce((a, b) => a + b, 0);
    const largest = [...list].sort((a, b) => b - a).slice(0, count);
    out[code] = total > 0 ? largest.reduce((a, b) => a + b, 0) / total : 0;
  }
  return out;
}

/** Within these, a state's or the nation's modelled revenue meets issues 15 and 16. */
export const STATE_INCOME_TAX_TOLERANCE = { state: 0.15, national: 0.05 } as const;

/** One state's row: the modelled revenue, the Census figure carried to the year, and the gap. */
export interface StateIncomeTaxRow {
  readonly state: string;
  readonly modelled: boolean;
  /** Weighted modelled revenue (0 where the state is not modelled). */
  readonly fiscus: number;
  /** The Census figure as published (its fiscal year). */
  readonly census: number;
  /** The Census figure carried to the dataset year. */
  readonly carried: number;
  /** fiscus / carried − 1; undefined where the state is not modelled. */
  readonly gap: number | undefined;
  readonly within: boolean | undefined;
  /** Share of the modelled revenue held by the largest few tax units, when measured. */
  readonly concentration?: number;
}

/** The comparison: each state that taxes wages, the modelled states' sum, and the nation's. */
export interface StateIncomeTaxComparison {
  readonly year: number;
  readonly factor: number;
  /** How many units each row's `concentration` counts (undefined when not measured). */
  readonly concentrationUnits: number | undefined;
  readonly rows: readonly StateIncomeTaxRow[];
  /** All Census states against the model's national total (unmodelled states count 0). */
  readonly national: StateIncomeTaxRow;
  /** The modelled states only, against their own Census figures. */
  readonly modelledTotal: StateIncomeTaxRow;
}

function row(
  state: string,
  modelled: boolean,
  fiscus: number,
  census: number,
  factor: number,
  tolerance: number,
): StateIncomeTaxRow {
  const carried = census * factor;
  const gap = modelled ? fiscus / carried - 1 : undefined;
  return {
    state,
    modelled,
    fiscus,
    census,
    carried,
    gap,
    within: gap === undefined ? undefined : Math.abs(gap) <= tolerance,
  };
}

/**
 * Compares modelled revenue by state (`fiscus`, dollars, for any state code) with the Census
 * figures carried to the year by `factor` (the uprating from the Census fiscal year).
 */
export function compareStateIncomeTax(input: {
  readonly year: number;
  readonly factor: number;
  readonly fiscus: Readonly<Record<string, number>>;
  readonly modelledStates: ReadonlySet<string>;
  /** Per state, the share of its revenue held by its largest few tax units (`largestShareByState`). */
  readonly concentration?: Readonly<Record<string, number>>;
  /** How many units `concentration` counts. */
  readonly concentrationUnits?: number;
  readonly census?: CensusStateIncomeTax;
}): StateIncomeTaxComparison {
  const census = input.census ?? CENSUS_STATE_INCOME_TAX;
  const { factor, modelledStates } = input;
  const value = (s: string): number => input.fiscus[s] ?? 0;
  const states = Object.keys(census.values).sort();
  const rows = states.map((s) => {
    const r = row(
      s,
      modelledStates.has(s),
      value(s),
      census.values[s]!,
      factor,
      STATE_INCOME_TAX_TOLERANCE.state,
    );
    const share = input.concentration?.[s];
    return r.modelled && share !== undefined ? { ...r, concentration: share } : r;
  });
  const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
  const modelledRows = rows.filter((r) => r.modelled);
  const nationalFiscus = sum(Object.values(input.fiscus));
  return {
    year: input.year,
    factor,
    concentrationUnits: input.concentration === undefined ? undefined : input.concentrationUnits,
    rows,
    national: row(
      'US',
      true,
      nationalFiscus,
      sum(rows.map((r) => r.census)),
      factor,
      STATE_INCOME_TAX_TOLERANCE.national,
    ),
    modelledTotal: row(
      'modelled',
      modelledRows.length > 0,
      sum(modelledRows.map((r) => r.fiscus)),
      sum(modelledRows.map((r) => r.census)),
      factor,
      STATE_INCOME_TAX_TOLERANCE.national,
    ),
  };
}

const billions = (x: number): string => `$${(x / 1e9).toFixed(2)}B`;
const percent = (gap: number): string => `${gap >= 0 ? '+' : ''}${(100 * gap).toFixed(1)}%`;

/** The comparison as a Markdown table, the nation last, with the tolerances marked. */
export function formatStateIncomeTaxTable(
  comparison: StateIncomeTaxComparison,
  census: CensusStateIncomeTax = CENSUS_STATE_INCOME_TAX,
): string {
  const fy = census.fiscalYear;
  const units = comparison.concentrationUnits;
  const head = [
    'state',
    'Fiscus',
    `Census FY${fy}`,
    `Census→${comparison.year}`,
    'gap %',
    ...(units === undefined ? [] : [`top ${units} units`]),
  ];
  const cells = (r: StateIncomeTaxRow, tolerance: number): string[] => [
    r.state,
    billions(r.fiscus),
    billions(r.census),
    billions(r.carried),
    r.gap === undefined
      ? 'not modelled'
      : `${percent(r.gap)}${Math.abs(r.gap) <= tolerance ? '' : ' *'}`,
    ...(units === undefined
      ? []
      : [r.concentration === undefined ? '' : `${(100 * r.concentration).toFixed(0)}%`]),
  ];
  const body = [
    ...comparison.rows.map((r) => cells(r, STATE_INCOME_TAX_TOLERANCE.state)),
    cells(comparison.modelledTotal, STATE_INCOME_TAX_TOLERANCE.national),
    cells(comparison.national, STATE_INCOME_TAX_TOLERANCE.national),
  ];
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((b) => b[c]!.length)));
  const line = (cs: readonly string[]): string =>
    `| ${cs.map((s, c) => (c === 0 ? s.padEnd(widths[c]!) : s.padStart(widths[c]!))).join(' | ')} |`;
  const modelled = comparison.rows.filter((r) => r.modelled);
  const missed = modelled.filter((r) => r.within === false).map((r) => r.state);
  return [
    `## State income tax revenue by state (${comparison.year})`,
    '',
    line(head),
    `|${widths.map((n, c) => (c === 0 ? '-'.repeat(n + 2) : `${'-'.repeat(n + 1)}:`)).join('|')}|`,
    ...body.map(line),
    '',
    `Fiscus: state_income_tax over tax units by state_code (after refundable credits, use tax left out). ` +
      `Census carried by the ${census.index} index (×${comparison.factor.toFixed(3)}). ` +
      `\`*\` outside ±${100 * STATE_INCOME_TAX_TOLERANCE.state}% for a state, ±${100 * STATE_INCOME_TAX_TOLERANCE.national}% for the totals; ` +
      `"modelled" sums the modelled states only; "US" is every state's Census figure against Fiscus's national total.` +
      (units === undefined
        ? ''
        : ` "top ${units} units": the share of the state's modelled revenue held by its ${units} largest weighted tax units (a high share means the state's figure is sampling noise of the population's top tail).`),
    `${modelled.length} of ${comparison.rows.length} states modelled; ${modelled.length - missed.length} within ±${100 * STATE_INCOME_TAX_TOLERANCE.state}%${missed.length > 0 ? `; outside: ${missed.join(' ')}` : ''}.`,
    `Source: ${census.source}, ${census.url} (confidence ${census.confidence}). Check: ${census.check} ${census.note}`,
  ].join('\n');
}
