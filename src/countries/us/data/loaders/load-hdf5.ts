// h5wasm compiles its WebAssembly when imported (about 0.2 s): it is imported when a file is read,
// so commands that never read HDF5 (`fiscus calc`, `--version`) do not pay for it.
import type { Dataset as H5Dataset, File as H5FileType, Group as H5Group } from 'h5wasm/node';
import type { Dataset } from '../../../../data/index.js';
import { US_GROUP_ENTITIES } from '../us-entities.js';
import { US_INPUT_VARIABLES } from '../us-inputs.js';
import { assembleUsDataset, type RawTables, type RawValues } from './assemble-us-dataset.js';
import {
  DatasetFileError,
  DatasetInputError,
  Hdf5FilterError,
  type DatasetInputIssue,
} from './dataset-input-error.js';

/** HDF5 filters h5wasm decodes: deflate (gzip), shuffle and fletcher32 (a checksum). */
export const SUPPORTED_HDF5_FILTERS: Readonly<Record<number, string>> = {
  1: 'deflate',
  2: 'shuffle',
  3: 'fletcher32',
};

/** Throws {@link Hdf5FilterError} for the first filter of a pipeline that is not in {@link SUPPORTED_HDF5_FILTERS}. */
export function assertSupportedHdf5Filters(
  dataset: string,
  filters: readonly { id: number; name: string }[],
): void {
  for (const filter of filters)
    if (SUPPORTED_HDF5_FILTERS[filter.id] === undefined)
      throw new Hdf5FilterError(dataset, filter.id, filter.name);
}

/**
 * Where a PolicyEngine variable goes in Fiscus naming: `person_<group>_id` is a person's
 * membership, `<entity>_id` and `<entity>_weight` belong to their entity, inputs to theirs.
 */
function placeOf(variable: string): { entity: string; column: string } | undefined {
  for (const group of US_GROUP_ENTITIES)
    if (variable === `person_${group}_id`) return { entity: 'person', column: `${group}_id` };
  for (const entity of ['person', ...US_GROUP_ENTITIES])
    if (variable === `${entity}_id` || variable === `${entity}_weight`)
      return { entity, column: variable };
  if (variable === 'state_fips') return { entity: 'household', column: variable };
  const spec = US_INPUT_VARIABLES[variable];
  return spec === undefined ? undefined : { entity: spec.entity, column: variable };
}

/**
 * Loads a PolicyEngine-style HDF5 dataset: one group per variable holding one dataset per year
 * (`employment_income/2024`), or a plain dataset per variable. Takes the given year of each
 * variable and maps it onto model inputs ({@link assembleUsDataset}). Any dataset with a filter
 * other than deflate, shuffle or fletcher32 is refused with {@link Hdf5FilterError} before its
 * values are read. Unknown variables and missing years are {@link DatasetInputError} issues.
 */
export async function loadPolicyEngineHdf5(
  path: string,
  options: { year: number; name?: string; ignoreUnknown?: boolean },
): Promise<Dataset> {
  const { File: H5File, ready } = await import('h5wasm/node');
  await ready;
  let file: H5FileType;
  try {
    file = new H5File(path, 'r');
  } catch (error) {
    throw new DatasetFileError(path, `not a readable HDF5 file: ${String(error)}`, {
      cause: error,
    });
  }
  const raw: RawTables = {};
  const issues: DatasetInputIssue[] = [];
  try {
    for (const variable of file.keys().sort()) {
      const place = placeOf(variable);
      if (place === undefined) {
        if (!options.ignoreUnknown)
          issues.push({
            kind: 'unknown_column',
            entity: 'unknown',
            column: variable,
            detail: 'not a US model input, id or weight',
          });
        continue;
      }
      const entry = file.get(variable);
      let dataset: H5Dataset | undefined;
      if (
        entry instanceof H5File ||
        (entry !== null && 'keys' in entry && typeof (entry as H5Group).keys === 'function')
      ) {
        const yearEntry = (entry as H5Group).get(String(options.year));
        if (yearEntry !== null && 'filters' in yearEntry) dataset = yearEntry as H5Dataset;
      } else if (entry !== null && 'filters' in entry) {
        dataset = entry as H5Dataset;
      }
      if (dataset === undefined) {
        issues.push({
          kind: 'missing_column',
          entity: place.entity,
          column: variable,
          detail: `no ${options.year} dataset`,
        });
        continue;
      }
      assertSupportedHdf5Filters(`${variable}/${options.year}`, dataset.filters);
      const value = dataset.value;
      if (value === null || typeof value !== 'object' || !('length' in value)) {
        issues.push({
          kind: 'invalid_value',
          entity: place.entity,
          column: variable,
          detail: 'not a one-dimensional array',
        });
        continue;
      }
      (raw[place.entity] ??= {})[place.column] = value as unknown as RawValues;
    }
  } finally {
    file.close();
  }
  if (issues.length > 0) throw new DatasetInputError(issues, path);
  return assembleUsDataset(raw, {
    year: options.year,
    name: options.name ?? `hdf5-${options.year}`,
    source: path,
    ignoreUnknown: options.ignoreUnknown,
  });
}
