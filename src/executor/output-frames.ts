import { takeRows, type Frame, type FrameColumn } from '../data/index.js';
import { precomputeInChunks, yearPeriod } from '../engine/index.js';
import type { OutputPlan } from '../contract/index.js';
import {
  entityIdColumn,
  type DatasetSimulation,
  type DatasetTables,
} from './dataset-population.js';
import { ExecutorCode, ExecutorError, type ExecutorIssue } from './executor-error.js';

const HOUSEHOLD = 'household';

function weightFallback(
  ds: DatasetSimulation,
  dataset: DatasetTables,
  entity: string,
): Float64Array | undefined {
  // Group weights default to their household's weight (the first member's household), the
  // convention of PolicyEngine's microdata; used only when the model has no such variable.
  const household = dataset.tables[HOUSEHOLD];
  const weights = household?.columns.find((c) => c.name === `${HOUSEHOLD}_weight`)?.values;
  if (weights === undefined) return undefined;
  const population = ds.simulation.population;
  const personEntity = ds.simulation.system.personEntity.key;
  const rowMap =
    entity === HOUSEHOLD
      ? undefined
      : population.rowMap(entity === personEntity ? personEntity : entity, HOUSEHOLD);
  const n = population.count(entity);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = weights[rowMap === undefined ? i : rowMap[i]!]!;
  return out;
}

function computedColumn(
  ds: DatasetSimulation,
  dataset: DatasetTables,
  entity: string,
  name: string,
  year: number,
): FrameColumn | ExecutorIssue {
  if (name === entityIdColumn(entity)) {
    const ids = ds.ids[entity];
    if (ids === undefined)
      return {
        code: ExecutorCode.unknownOutputVariable,
        path: `${entity}.${name}`,
        message: `the dataset has no ${entity} ids`,
      };
    return { name, kind: 'int', values: ids };
  }
  const variable = ds.simulation.system.variables.get(name);
  if (variable !== undefined) {
    if (variable.entity !== entity) {
      return {
        code: ExecutorCode.unknownOutputVariable,
        path: `${entity}.${name}`,
        message: `${name} is a ${variable.entity} variable, planned on ${entity}`,
      };
    }
    const values = ds.simulation.calculate(name, yearPeriod(year));
    switch (variable.valueType) {
      case 'float':
        return {
          name,
          kind: 'float',
          values: values instanceof Float64Array ? values : Float64Array.from(values),
        };
      case 'bool':
        return {
          name,
          kind: 'bool',
          values:
            values instanceof Uint8Array ? values : Uint8Array.from(values, (v) => (v ? 1 : 0)),
        };
      case 'int':
        return {
          name,
          kind: 'int',
          values: values instanceof Int32Array ? values : Int32Array.from(values),
        };
      case 'enum':
        return {
          name,
          kind: 'enum',
          values: values instanceof Int32Array ? values : Int32Array.from(values),
          categories: variable.enum?.names ?? [],
        };
    }
  }
  const given = dataset.tables[entity]?.columns.find((c) => c.name === name);
  if (given !== undefined) return given;
  if (name === `${entity}_weight`) {
    const weights = weightFallback(ds, dataset, entity);
    if (weights !== undefined) return { name, kind: 'float', values: weights };
  }
  return {
    code: ExecutorCode.unknownOutputVariable,
    path: `${entity}.${name}`,
    message: `neither the model nor the dataset has ${name} on ${entity}`,
  };
}

/** The row order that sorts an id column ascending (ties keep their order). */
export function idOrder(ids: ArrayLike<number>): Int32Array {
  const order = new Int32Array(ids.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  let sorted = true;
  for (let i = 1; i < ids.length && sorted; i++) sorted = ids[i - 1]! <= ids[i]!;
  if (sorted) return order;
  return order.sort((a, b) => ids[a]! - ids[b]! || a - b);
}

/** A frame with its rows sorted by its `<entity>_id` column (returned as is when already sorted). */
export function sortFrameById(frame: Frame): Frame {
  const ids = frame.columns.find((c) => c.name === entityIdColumn(frame.entity))?.values;
  if (ids === undefined)
    throw new ExecutorError(
      ExecutorCode.unknownOutputVariable,
      `${frame.entity} frame has no ${entityIdColumn(frame.entity)} column`,
    );
  const order = idOrder(ids);
  for (let i = 0; i < order.length; i++) if (order[i] !== i) return takeRows(frame, order);
  return frame;
}

/**
 * Computes an output plan's variables for a year: one frame per planned entity holding the
 * planned columns in plan order (ids, weights and variables), rows sorted by id (DESIGN.md §6).
 * A planned column comes from the model when it defines it on that entity, else from the
 * dataset; a group weight the model lacks is its household's weight. Throws
 * {@link ExecutorError} `unknown_output_variable` listing every column that cannot be produced.
 */
export function computeOutputFrames(
  ds: DatasetSimulation,
  dataset: DatasetTables,
  plan: OutputPlan,
  year: number,
): Record<string, Frame> {
  const issues: ExecutorIssue[] = [];
  const frames: Record<string, Frame> = {};
  // Compute every planned model variable in household chunks first: the same values, computed
  // with each chunk's columns in the processor's cache (several times faster on a national run).
  const system = ds.simulation.system;
  const planned = Object.entries(plan.entities).flatMap(([entity, variables]) =>
    variables.filter((name) => system.variables.get(name)?.entity === entity),
  );
  if (system.entity(HOUSEHOLD) !== undefined && planned.length > 0)
    precomputeInChunks(ds.simulation, planned, yearPeriod(year), HOUSEHOLD);
  for (const [entity, variables] of Object.entries(plan.entities)) {
    let rowCount: number;
    try {
      rowCount = ds.simulation.population.count(entity);
    } catch {
      issues.push({
        code: ExecutorCode.unknownOutputVariable,
        path: entity,
        message: `the model has no entity ${entity}`,
      });
      continue;
    }
    const columns: FrameColumn[] = [];
    for (const name of variables) {
      const result = computedColumn(ds, dataset, entity, name, year);
      if ('code' in result) issues.push(result);
      else columns.push(result);
    }
    if (!variables.includes(entityIdColumn(entity))) {
      issues.push({
        code: ExecutorCode.unknownOutputVariable,
        path: entity,
        message: `the plan of ${entity} lacks its id column ${entityIdColumn(entity)}`,
      });
    }
    frames[entity] = { entity, rowCount, columns };
  }
  if (issues.length > 0) {
    throw new ExecutorError(
      ExecutorCode.unknownOutputVariable,
      `cannot produce ${issues.map((i) => i.path).join(', ')}`,
      { issues },
    );
  }
  for (const entity of Object.keys(frames)) frames[entity] = sortFrameById(frames[entity]!);
  return frames;
}
