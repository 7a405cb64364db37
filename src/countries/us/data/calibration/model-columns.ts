import { datasetTable, IdIndex, type Dataset } from '../../../../data/index.js';
import { getColumn } from '../../../../data/index.js';
import type { ExtraColumns } from './us-targets.js';

/**
 * Sums one entity's values onto the dataset's households: `values[i]` belongs to row `i` of the
 * entity's table (the order of the table, which is the order a population built from the dataset
 * keeps). Returns one value per household row. Throws `DatasetShapeError` for an id the tables do
 * not hold.
 */
export function sumToHouseholds(
  dataset: Dataset,
  entity: string,
  values: ArrayLike<number>,
): Float64Array {
  const household = datasetTable(dataset, 'household');
  const out = new Float64Array(household.rowCount);
  if (entity === 'household') {
    for (let h = 0; h < household.rowCount; h++) out[h] = values[h]!;
    return out;
  }
  const householdIndex = new IdIndex(getColumn(household, 'household_id').values, 'household');
  const person = datasetTable(dataset, 'person');
  const personHousehold = getColumn(person, 'household_id').values;
  if (entity === 'person') {
    for (let p = 0; p < person.rowCount; p++)
      out[householdIndex.rowOf(personHousehold[p]!)]! += values[p]!;
    return out;
  }
  const table = datasetTable(dataset, entity);
  const index = new IdIndex(getColumn(table, `${entity}_id`).values, entity);
  const memberOf = getColumn(person, `${entity}_id`).values;
  // A group lies inside one household; its first member names that household.
  const householdRow = new Int32Array(table.rowCount).fill(-1);
  for (let p = 0; p < person.rowCount; p++) {
    const g = index.rowOf(memberOf[p]!);
    if (householdRow[g] === -1) householdRow[g] = householdIndex.rowOf(personHousehold[p]!);
  }
  for (let g = 0; g < table.rowCount; g++)
    if (householdRow[g]! >= 0) out[householdRow[g]!]! += values[g]!;
  return out;
}

/** Annual model outputs the US program targets are measured on, in table order. */
export interface UsProgramOutputs {
  /** SNAP over the year, per SPM unit (the model pays every eligible unit). */
  readonly snap: ArrayLike<number>;
  /** People per SPM unit. */
  readonly spmUnitSize: ArrayLike<number>;
  /** Federal SSI over the year, per person. */
  readonly ssi: ArrayLike<number>;
  /** EITC per tax unit, when EITC targets are calibrated too (`eitc`, `eitc_recipients`). */
  readonly eitc?: ArrayLike<number>;
}

/**
 * The per-household columns of the model-measured US targets (`snap`, `snap_recipients`, `ssi`,
 * `ssi_recipients`, and `eitc`, `eitc_recipients` when `outputs.eitc` is given) from a baseline
 * run, for `calibrateUsDataset`'s `extraColumns` hook. A recipient is a person of an SPM unit with
 * SNAP above zero, a person with SSI above zero, or a tax unit with EITC above zero.
 * `snapTakeUp` (default 1) scales both SNAP columns, turning the model's full take-up into
 * expected participation; `targets` keeps only the named columns (the others are then reported
 * as not calibrated).
 */
export function usProgramColumns(
  dataset: Dataset,
  outputs: UsProgramOutputs,
  options: { snapTakeUp?: number; targets?: readonly string[] } = {},
): Record<string, Float64Array> {
  const takeUp = options.snapTakeUp ?? 1;
  const snap = Float64Array.from(outputs.snap, (v) => v * takeUp);
  const snapPeople = Float64Array.from(outputs.spmUnitSize, (n, i) =>
    outputs.snap[i]! > 0 ? n * takeUp : 0,
  );
  const ssiPeople = Float64Array.from(outputs.ssi, (v) => (v > 0 ? 1 : 0));
  const all: Record<string, Float64Array> = {
    snap: sumToHouseholds(dataset, 'spm_unit', snap),
    snap_recipients: sumToHouseholds(dataset, 'spm_unit', snapPeople),
    ssi: sumToHouseholds(dataset, 'person', outputs.ssi),
    ssi_recipients: sumToHouseholds(dataset, 'person', ssiPeople),
  };
  if (outputs.eitc !== undefined) {
    all.eitc = sumToHouseholds(dataset, 'tax_unit', outputs.eitc);
    all.eitc_recipients = sumToHouseholds(
      dataset,
      'tax_unit',
      Float64Array.from(outputs.eitc, (v) => (v > 0 ? 1 : 0)),
    );
  }
  if (options.targets === undefined) return all;
  return Object.fromEntries(
    options.targets.filter((t) => all[t] !== undefined).map((t) => [t, all[t]!]),
  );
}

/**
 * Runs the model over a dataset for its year and returns a getter of annual outputs in table
 * order (the executor's `simulationFromDataset` behind it). `data` does not import the model: the
 * caller supplies this.
 */
export type SimulateDataset = (dataset: Dataset) => (variable: string) => ArrayLike<number>;

/** The model outputs the US program targets are measured on. */
export const US_PROGRAM_VARIABLES = ['snap', 'spm_unit_size', 'ssi', 'eitc'] as const;

/**
 * The calibration hook of the default US build (`buildUsDataset({ extraColumns })`): simulates
 * the dataset the calibration hands in (the generated population, uprated to the year) and turns
 * the model's SNAP, SSI and EITC into the per-household columns of the model-measured targets
 * ({@link usProgramColumns}). The model pays every eligible unit, so with the default take-up of
 * 1 the weights make the eligible population equal to the participating one.
 */
export function createUsModelColumns(
  simulate: SimulateDataset,
  options: { snapTakeUp?: number; targets?: readonly string[] } = {},
): ExtraColumns {
  return (dataset) => {
    const get = simulate(dataset);
    const [snap, spmUnitSize, ssi, eitc] = US_PROGRAM_VARIABLES.map(get) as [
      ArrayLike<number>,
      ArrayLike<number>,
      ArrayLike<number>,
      ArrayLike<number>,
    ];
    return usProgramColumns(dataset, { snap, spmUnitSize, ssi, eitc }, options);
  };
}
