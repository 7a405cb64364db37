import { z } from 'zod';
import { canonicalSha256 } from '../../../../contract/index.js';
import {
  CalibrationInputError,
  IdIndex,
  datasetTable,
  type Dataset,
} from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import { US_STATES } from '../us-states.js';
import { usUpratingFactor } from '../uprating/uprating-indices.js';
import { summariseTaxUnits } from './approximate-agi.js';
import type { CalibrationTarget, SkippedTarget, SparseColumn } from '../../../../data/index.js';
import households from './targets/census-households-by-size.json' with { type: 'json' };
import population from './targets/census-population-by-age.json' with { type: 'json' };
import eitc from './targets/irs-eitc.json' with { type: 'json' };
import soi from './targets/irs-soi-returns-by-agi.json' with { type: 'json' };
import soiStates from './targets/irs-soi-state-agi.json' with { type: 'json' };
import programs from './targets/program-totals.json' with { type: 'json' };

const MeasureSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('people'),
      ageMin: z.number().optional(),
      ageMax: z.number().optional(),
      state: z.string().optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('households'),
      sizeMin: z.number().optional(),
      sizeMax: z.number().optional(),
      state: z.string().optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('returns'),
      agiMin: z.number().optional(),
      agiMax: z.number().optional(),
      state: z.string().optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('agi'),
      agiMin: z.number().optional(),
      agiMax: z.number().optional(),
      state: z.string().optional(),
    })
    .strict(),
  // A person column's weighted total, less another column's (e.g. wages less elective deferrals:
  // the W-2 box 1 wages the IRS counts).
  z.object({ kind: z.literal('sum'), variable: z.string(), less: z.string().optional() }).strict(),
  z.object({ kind: z.literal('net_capital_gains') }).strict(),
  z.object({ kind: z.literal('model'), column: z.string() }).strict(),
]);

/** How a target's per-household column is measured on a dataset. */
export type TargetMeasure = z.infer<typeof MeasureSchema>;

/** A target definition as data: a published value, its source and year, its measure and uprating index. */
export const TargetDefinitionSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9_]+$/),
    source: z.string().min(1),
    year: z.number().int(),
    value: z.number().refine((v) => v !== 0),
    measure: MeasureSchema,
    index: z.string().optional(),
    /** A penalty of its own on the relative error (see `CalibrationTarget.penalty`). */
    penalty: z.number().positive().optional(),
    /** Fewest households that must count toward it for it to be calibrated (default 1). */
    minHouseholds: z.number().int().positive().optional(),
    /**
     * With fewer households than `minHouseholds`, the target whose value and column it is added
     * to (the adjacent band below, say) instead of being left out.
     */
    foldInto: z.string().optional(),
  })
  .strict();

/** A calibration target definition. */
export type TargetDefinition = z.infer<typeof TargetDefinitionSchema>;

const TargetFileSchema = z
  .object({
    source: z.string(),
    year: z.number().int(),
    note: z.string().optional(),
    targets: z.array(TargetDefinitionSchema.omit({ source: true, year: true })),
  })
  .strict();

/**
 * Share of the resident population living in households (not group quarters such as prisons,
 * nursing homes and dormitories): 1 − 8.3 million / 334.9 million, ACS 2023 1-year, B26001. The
 * dataset holds households only, so resident population targets are scaled by it.
 */
export const HOUSEHOLD_POPULATION_SHARE = 0.975;

function fromFile(raw: unknown): TargetDefinition[] {
  const file = TargetFileSchema.parse(raw);
  return file.targets.map((t) => ({
    ...t,
    value: t.measure.kind === 'people' ? Math.round(t.value * HOUSEHOLD_POPULATION_SHARE) : t.value,
    source:
      t.measure.kind === 'people'
        ? `${file.source}; × household share ${HOUSEHOLD_POPULATION_SHARE}`
        : file.source,
    year: file.year,
  }));
}

const SoiStateFileSchema = z
  .object({
    source: z.string(),
    year: z.number().int(),
    note: z.string(),
    bands: z.array(z.tuple([z.number().nullable(), z.number().nullable()])).length(9),
    states: z.record(
      z.string().length(2),
      z
        .object({
          returns: z.array(z.number().int()).length(9),
          agiThousands: z.array(z.number().int()).length(9),
        })
        .strict(),
    ),
  })
  .strict();

/**
 * The AGI sizes each state is calibrated to, as ranges of the file's nine bands: $1 under
 * $200,000, $200,000 under $500,000, $500,000 or more. Where a state's revenue comes from is
 * mostly the top two; the losses of the first band ("under $1") are left out, since the model's
 * approximate AGI rarely goes below zero. Returns by state are not targets: the state file counts
 * about 2.4 million returns of $500,000 or more against 2.0 million in the national targets, and
 * households by state already fix each state's size.
 */
const STATE_AGI_SIZES = [
  { suffix: '1_to_200k', from: 1, to: 7, index: 'wages' },
  { suffix: '200k_to_500k', from: 7, to: 8, index: 'wages' },
  // Most of this band's AGI is in returns of $1 million or more, which the national targets carry
  // by GDP.
  { suffix: '500k_plus', from: 8, to: 9, index: 'gdp' },
] as const;

/**
 * The state AGI targets' penalty: a hundredth of the national targets' (1e4). A state's top band
 * is measured from a handful of returns in the default population (and none in a small one), so
 * these targets give way where they conflict with the national ones.
 */
const STATE_AGI_PENALTY = 100;

/** Fewest households measuring a state AGI target for it to be calibrated. */
const STATE_AGI_MIN_HOUSEHOLDS = 10;

/** IRS SOI adjusted gross income by state and size of AGI (`targets/irs-soi-state-agi.json`). */
function stateAgiTargets(raw: unknown): TargetDefinition[] {
  const file = SoiStateFileSchema.parse(raw);
  return US_STATES.flatMap((s) => {
    const row = file.states[s.code];
    if (row === undefined) throw new Error(`irs-soi-state-agi.json has no row for ${s.code}`);
    return STATE_AGI_SIZES.map(({ suffix, from, to, index }, size): TargetDefinition => {
      const agiMin = file.bands[from]![0];
      const agiMax = file.bands[to - 1]![1];
      const thousands = row.agiThousands.slice(from, to).reduce((sum, v) => sum + v, 0);
      return {
        name: `agi_${s.code.toLowerCase()}_${suffix}`,
        source: file.source,
        year: file.year,
        value: thousands * 1000,
        index,
        penalty: STATE_AGI_PENALTY,
        minHouseholds: STATE_AGI_MIN_HOUSEHOLDS,
        // A thin size joins the one below it: the state's top AGI is still held, as a wider band.
        ...(size === 0
          ? {}
          : { foldInto: `agi_${s.code.toLowerCase()}_${STATE_AGI_SIZES[size - 1]!.suffix}` }),
        measure: {
          kind: 'agi',
          state: s.code,
          ...(agiMin === null ? {} : { agiMin }),
          ...(agiMax === null ? {} : { agiMax }),
        },
      };
    });
  });
}

/**
 * The US calibration targets: population and households by state (see `us-states.ts`), the
 * target files under `calibration/targets/` (population by age, households by size, IRS SOI
 * returns and AGI by AGI band nationally, AGI by band in each state, wages, capital gains, Social
 * Security, SNAP, SSI and EITC).
 */
export function usTargetDefinitions(): readonly TargetDefinition[] {
  return (definitionsMemo ??= Object.freeze(readTargetDefinitions()));
}

/** SHA-256 of the canonical JSON of the target definitions. */
export function usTargetsDigest(): string {
  return (digestMemo ??= canonicalSha256(usTargetDefinitions()));
}

// Read and checked when first asked for, not when the module is loaded: commands that import the
// data folder without calibrating (`fiscus calc`) do not pay for them.
let definitionsMemo: readonly TargetDefinition[] | undefined;
let digestMemo: string | undefined;

const readTargetDefinitions = (): TargetDefinition[] => [
  ...US_STATES.flatMap((s): TargetDefinition[] => [
    {
      name: `population_${s.code.toLowerCase()}`,
      source: `Census Bureau, Vintage 2024 state population estimates (NST-EST2024-POP); × household share ${HOUSEHOLD_POPULATION_SHARE}`,
      year: 2024,
      value: Math.round(s.population * HOUSEHOLD_POPULATION_SHARE),
      index: 'population',
      measure: { kind: 'people', state: s.code },
    },
    {
      name: `households_${s.code.toLowerCase()}`,
      source: 'Census Bureau, American Community Survey 2023 1-year, B11001',
      year: 2023,
      value: s.households,
      index: 'population',
      measure: { kind: 'households', state: s.code },
    },
  ]),
  ...fromFile(population),
  ...fromFile(households),
  ...fromFile(soi),
  ...stateAgiTargets(soiStates),
  ...fromFile(programs),
  ...fromFile(eitc),
];

/** A target that could not be measured on the dataset, and why. */

/** Per-household columns computed by the model (e.g. `snap`, `snap_recipients`, `ssi`, `ssi_recipients`). */
export type ExtraColumns = (dataset: Dataset) => Record<string, Float64Array>;

/** Collects a sparse column; it comes out with rows ascending and each once. */
class SparseBuilder {
  private rows: number[] = [];
  private values: number[] = [];
  private ordered = true;
  add(row: number, value: number): void {
    if (value === 0) return;
    const last = this.rows.length - 1;
    if (last >= 0 && this.rows[last] === row) this.values[last]! += value;
    else {
      if (last >= 0 && row < this.rows[last]!) this.ordered = false;
      this.rows.push(row);
      this.values.push(value);
    }
  }
  addColumn(column: SparseColumn): void {
    for (let i = 0; i < column.rows.length; i++) this.add(column.rows[i]!, column.values[i]!);
  }
  build(): SparseColumn {
    if (this.ordered)
      return { rows: Int32Array.from(this.rows), values: Float64Array.from(this.values) };
    // Out of order (a dependent's own return comes after every tax unit): each row's values are
    // summed in the order they were added.
    const sum = new Map<number, number>();
    this.rows.forEach((r, i) => sum.set(r, (sum.get(r) ?? 0) + this.values[i]!));
    const rows = Int32Array.from(sum.keys()).sort();
    return { rows, values: Float64Array.from(rows, (r) => sum.get(r)!) };
  }
}

/** The state code of a measure without a state. */
const ANY_STATE = -1;
/** The state code of a state no household of the dataset is in: no row has it. */
const ABSENT_STATE = -2;

const inRange = (x: number, min?: number, max?: number): boolean =>
  (min === undefined || x >= min) && (max === undefined || x < max);

/**
 * Measures each target on a dataset as a per-household column, for the dataset's year: values of
 * targets from earlier years are carried forward by their uprating index (counts by population).
 * Targets measured by the model need `extraColumns`; without it they are returned in `skipped`
 * ("not calibrated (needs model)").
 */
export function buildUsCalibrationTargets(
  dataset: Dataset,
  options: { definitions?: readonly TargetDefinition[]; extraColumns?: ExtraColumns } = {},
): { targets: CalibrationTarget[]; skipped: SkippedTarget[] } {
  const definitions = options.definitions ?? usTargetDefinitions();
  const person = datasetTable(dataset, 'person');
  const household = datasetTable(dataset, 'household');
  const householdIndex = new IdIndex(getColumn(household, 'household_id').values, 'household');
  const personHousehold = getColumn(person, 'household_id').values;
  const personRow = new Int32Array(person.rowCount);
  const size = new Int32Array(household.rowCount);
  for (let i = 0; i < person.rowCount; i++) {
    personRow[i] = householdIndex.rowOf(personHousehold[i]!);
    size[personRow[i]!]!++;
  }
  const state = getColumn(household, 'state_code');
  const stateCodes = state.categories ?? [];
  // A state the dataset has no household of measures nothing.
  const stateCode = (code: string): number => {
    const i = stateCodes.indexOf(code);
    return i < 0 ? ABSENT_STATE : i;
  };
  const age = getColumn(person, 'age').values;
  let units: ReturnType<typeof summariseTaxUnits> | undefined;
  let extra: Record<string, Float64Array> | undefined;
  const measured: MeasuredTarget[] = [];
  const skipped: SkippedTarget[] = [];
  for (const d of definitions) {
    const value =
      d.year === dataset.year || d.index === undefined
        ? d.value
        : d.value * usUpratingFactor(d.index, d.year, dataset.year);
    const column = new SparseBuilder();
    const m = d.measure;
    switch (m.kind) {
      case 'people': {
        const code = m.state === undefined ? ANY_STATE : stateCode(m.state);
        for (let i = 0; i < person.rowCount; i++) {
          const h = personRow[i]!;
          if (
            (code === ANY_STATE || state.values[h] === code) &&
            inRange(age[i]!, m.ageMin, m.ageMax === undefined ? undefined : m.ageMax + 1)
          )
            column.add(h, 1);
        }
        break;
      }
      case 'households': {
        const code = m.state === undefined ? ANY_STATE : stateCode(m.state);
        for (let h = 0; h < household.rowCount; h++)
          if (
            (code === ANY_STATE || state.values[h] === code) &&
            inRange(size[h]!, m.sizeMin, m.sizeMax === undefined ? undefined : m.sizeMax + 1)
          )
            column.add(h, 1);
        break;
      }
      case 'returns':
      case 'agi':
      case 'net_capital_gains': {
        units ??= summariseTaxUnits(dataset);
        const u = units;
        // Band limits are in the target year's dollars: carry them by wage growth, or every
        // later year would push weight into the low bands to undo bracket creep.
        const scale = d.year === dataset.year ? 1 : usUpratingFactor('wages', d.year, dataset.year);
        const min =
          m.kind === 'net_capital_gains' || m.agiMin === undefined ? undefined : m.agiMin * scale;
        const max =
          m.kind === 'net_capital_gains' || m.agiMax === undefined ? undefined : m.agiMax * scale;
        const code =
          m.kind === 'net_capital_gains' || m.state === undefined ? ANY_STATE : stateCode(m.state);
        for (let t = 0; t < u.agi.length; t++) {
          if (u.files[t] !== 1) continue;
          if (code !== ANY_STATE && state.values[u.householdRow[t]!] !== code) continue;
          if (m.kind === 'net_capital_gains') column.add(u.householdRow[t]!, u.netCapitalGains[t]!);
          else if (inRange(u.agi[t]!, min, max))
            column.add(u.householdRow[t]!, m.kind === 'returns' ? 1 : u.agi[t]!);
        }
        break;
      }
      case 'sum': {
        const values = getColumn(person, m.variable).values;
        const less = m.less === undefined ? undefined : getColumn(person, m.less).values;
        for (let i = 0; i < person.rowCount; i++)
          column.add(personRow[i]!, values[i]! - (less === undefined ? 0 : less[i]!));
        break;
      }
      case 'model': {
        extra ??= options.extraColumns?.(dataset);
        const values = extra?.[m.column];
        if (values === undefined) {
          skipped.push({
            name: d.name,
            source: d.source,
            year: d.year,
            value,
            reason: 'not calibrated (needs model)',
          });
          continue;
        }
        measured.push({ d, ownValue: value, name: d.name, value, column: values });
        continue;
      }
    }
    measured.push({ d, ownValue: value, name: d.name, value, column: column.build() });
  }
  foldThinTargets(measured);
  const targets: CalibrationTarget[] = [];
  for (const t of measured) {
    const { d, name, value, column } = t;
    const base = { name, source: d.source, year: d.year, value };
    if (t.folded !== undefined) {
      skipped.push({
        ...base,
        name: d.name,
        value: t.ownValue,
        reason: `folded into ${t.folded.name} (${t.thin})`,
      });
      continue;
    }
    if (!(column instanceof Float64Array) && column.rows.length < (d.minHouseholds ?? 1)) {
      // Too few households to reweight toward it (a state's top band in a small sample, say):
      // fitting it would drive their weights to the bounds and leave the solver ill-conditioned.
      skipped.push({ ...base, reason: `not calibrated (${thinness(column, d)})` });
      continue;
    }
    targets.push({ ...base, column, ...(d.penalty === undefined ? {} : { penalty: d.penalty }) });
  }
  return { targets, skipped };
}

/** A target measured on the dataset, before thin ones are folded into their neighbours. */
interface MeasuredTarget {
  readonly d: TargetDefinition;
  /** Its own value, carried to the dataset's year; `value` adds those folded into it. */
  readonly ownValue: number;
  name: string;
  value: number;
  column: SparseColumn | Float64Array;
  /** The target this one was added to, and why. */
  folded?: MeasuredTarget;
  thin?: string;
}

function thinness(column: SparseColumn, d: TargetDefinition): string {
  return column.rows.length === 0
    ? 'no household of the dataset counts toward it'
    : `${column.rows.length} ${column.rows.length === 1 ? 'household counts' : 'households count'} toward it, fewer than ${d.minHouseholds ?? 1}`;
}

/**
 * Adds each target with fewer households than its `minHouseholds` to its `foldInto` target, last
 * definition first (so a fold can itself be folded further): the sum's value is both values, its
 * column both columns, its name both names (`agi_ia_200k_to_500k+500k_plus`).
 */
function foldThinTargets(measured: MeasuredTarget[]): void {
  const position = new Map(measured.map((t, i) => [t.d.name, i]));
  for (let i = measured.length - 1; i >= 0; i--) {
    const t = measured[i]!;
    if (t.d.foldInto === undefined) continue;
    const at = position.get(t.d.foldInto);
    const into = at === undefined ? undefined : measured[at];
    if (
      into === undefined ||
      at! >= i ||
      into.column instanceof Float64Array ||
      t.column instanceof Float64Array
    )
      throw new CalibrationInputError(
        `target ${t.d.name} folds into ${t.d.foldInto}: both must be targets measured from the data, the other listed before it; name an earlier one, or drop foldInto`,
        t.d.name,
      );
    if (t.column.rows.length >= (t.d.minHouseholds ?? 1)) continue;
    t.thin = thinness(t.column, t.d);
    t.folded = into;
    into.value += t.value;
    const sum = new SparseBuilder();
    sum.addColumn(into.column);
    sum.addColumn(t.column);
    into.column = sum.build();
    into.name = `${into.name}+${t.name.slice(commonPrefix(into.name, t.name))}`;
  }
  // A chain of folds names the target that finally holds each one.
  for (const t of measured) while (t.folded?.folded !== undefined) t.folded = t.folded.folded;
}

/** Length of the longest common prefix of two names that ends at an underscore. */
function commonPrefix(a: string, b: string): number {
  let end = 0;
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++)
    if (a[i] === '_') end = i + 1;
  return end;
}
