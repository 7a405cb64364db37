import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Dataset } from '../../../../data/index.js';
import { CATEGORIES_METADATA_KEY, isTextField, readParquetTable } from '../../../../data/index.js';
import { assembleUsDataset, type RawTables, type RawValues } from './assemble-us-dataset.js';
import { DatasetFileError } from './dataset-input-error.js';

/** File formats of {@link loadTabularDataset}. */
export const TABULAR_FORMATS = ['csv', 'parquet'] as const;

/** A tabular file format. */
export type TabularFormat = (typeof TABULAR_FORMATS)[number];

/** Reads a CSV file with a header row into columns of strings. */
export async function readCsvColumns(path: string): Promise<Record<string, string[]>> {
  let records: string[][];
  try {
    records = parse(await readFile(path, 'utf8'), {
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    throw new DatasetFileError(path, `not a readable CSV file: ${String(error)}`, { cause: error });
  }
  const [header, ...rows] = records;
  if (header === undefined) throw new DatasetFileError(path, 'CSV file has no header row');
  return Object.fromEntries(header.map((name, c) => [name, rows.map((r) => r[c] ?? '')]));
}

/** Reads a Parquet file (any writer) into columns: numbers, booleans or strings. */
export async function readParquetColumns(path: string): Promise<Record<string, RawValues>> {
  let table: ReturnType<typeof readParquetTable>;
  try {
    table = readParquetTable(await readFile(path));
  } catch (error) {
    throw new DatasetFileError(path, `not a readable Parquet file: ${String(error)}`, {
      cause: error,
    });
  }
  const out: Record<string, RawValues> = {};
  table.schema.fields.forEach((field, i) => {
    const vector = table.getChildAt(i)!;
    // Strings (plain or dictionary-encoded) come out value by value; numbers and booleans whole.
    // Fiscus's own files store enums as codes with their categories in field metadata.
    const text = isTextField(field);
    const categories = field.metadata.get(CATEGORIES_METADATA_KEY);
    if (categories !== undefined) {
      const names = JSON.parse(categories) as string[];
      out[field.name] = Array.from(
        vector.toArray() as Int32Array,
        (code) => names[code] ?? String(code),
      );
    } else {
      out[field.name] = text
        ? Array.from({ length: vector.length }, (_, r) => String(vector.get(r)))
        : (vector.toArray() as RawValues);
    }
  });
  return out;
}

/**
 * Loads a dataset from a directory of per-entity files (`person.csv`, `household.csv`, … or
 * `.parquet`), in Fiscus naming: `<entity>_id` ids, membership ids on people, weights and model
 * inputs. Group files may be left out when the group has no inputs. Maps columns onto model
 * inputs with `assembleUsDataset`, which reports unknown and missing columns.
 */
export async function loadTabularDataset(
  directory: string,
  options: { year: number; format: TabularFormat; name?: string; ignoreUnknown?: boolean },
): Promise<Dataset> {
  const suffix = `.${options.format}`;
  let files: string[];
  try {
    files = (await readdir(directory)).filter((f) => f.endsWith(suffix)).sort();
  } catch (error) {
    throw new DatasetFileError(directory, `cannot list directory: ${String(error)}`, {
      cause: error,
    });
  }
  const raw: RawTables = {};
  for (const file of files) {
    const entity = file.slice(0, -suffix.length);
    const path = join(directory, file);
    raw[entity] =
      options.format === 'csv' ? await readCsvColumns(path) : await readParquetColumns(path);
  }
  return assembleUsDataset(raw, {
    year: options.year,
    name: options.name ?? `${options.format}-${options.year}`,
    source: directory,
    ignoreUnknown: options.ignoreUnknown,
  });
}
