import { z } from 'zod';

/** The schema of an uprating table (a country's indices, as data with their sources). */
export const UpratingIndicesSchema = z
  .object({
    note: z.string(),
    indices: z.record(
      z.string(),
      z
        .object({
          source: z.string().min(1),
          values: z.record(z.string().regex(/^\d{4}$/), z.number().positive()),
        })
        .strict(),
    ),
    variables: z.record(z.string(), z.string()),
  })
  .strict();

/** The uprating table: one index per income type (levels by year, with source) and the index of each money input. */
export type UpratingIndices = z.infer<typeof UpratingIndicesSchema>;

/** Error raised when an index or a year is missing from the uprating table. */
export class UpratingError extends Error {
  readonly code = 'uprating_index_missing';
  constructor(message: string) {
    super(message);
    this.name = 'UpratingError';
  }
}

/** The factor that carries an amount of index `index` from year `from` to year `to` in a table. */
export function upratingFactor(
  index: string,
  from: number,
  to: number,
  table: UpratingIndices,
): number {
  const values = table.indices[index]?.values;
  if (values === undefined) throw new UpratingError(`no uprating index ${index}`);
  const a = values[String(from)];
  const b = values[String(to)];
  if (a === undefined || b === undefined)
    throw new UpratingError(`index ${index} has no value for ${a === undefined ? from : to}`);
  return b / a;
}

/** Years every index of a table covers. */
export function upratingYears(table: UpratingIndices): number[] {
  const sets = Object.values(table.indices).map((i) => new Set(Object.keys(i.values)));
  return [...(sets[0] ?? [])]
    .filter((y) => sets.every((s) => s.has(y)))
    .map(Number)
    .sort((a, b) => a - b);
}
