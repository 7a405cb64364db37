import { createDataset, type Dataset } from '../dataset.js';
import type { Frame, FrameColumn } from '../frame.js';
import { upratingFactor, type UpratingIndices } from './uprating-indices.js';

/**
 * The dataset carried to another year: every money input listed in the uprating table is
 * multiplied by its index's ratio between the two years (rounded to cents); ages, flags, ids and
 * weights are unchanged (reweight with calibration afterwards). The result has its own digest.
 */
export function uprateDataset(dataset: Dataset, year: number, table: UpratingIndices): Dataset {
  const tables: Record<string, Frame> = {};
  for (const [entity, frame] of Object.entries(dataset.tables)) {
    const columns = frame.columns.map((column): FrameColumn => {
      const index = table.variables[column.name];
      if (index === undefined || column.kind !== 'float') return column;
      const factor = upratingFactor(index, dataset.year, year, table);
      const values = new Float64Array(column.values.length);
      for (let i = 0; i < values.length; i++)
        values[i] = Math.round(column.values[i]! * factor * 100) / 100;
      return { ...column, values };
    });
    tables[entity] = { ...frame, columns };
  }
  const name = dataset.name.replace(/-\d{4}$/, '') + `-${year}`;
  return createDataset({ country: dataset.country, name, year, tables });
}
