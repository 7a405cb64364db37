import {
  createPopulation,
  Simulation,
  yearPeriod,
  type GroupMembership,
  type TaxSystem,
} from '../engine/index.js';
import type { Frame, FrameColumn } from '../data/index.js';
import { ExecutorError, ExecutorCode } from './executor-error.js';
import { idRows } from './id-rows.js';

/**
 * The dataset shape the executor reads (DESIGN.md §5; owned by `data`): one frame per entity,
 * keyed by entity, with `<entity>_id` columns, and on the person table one `<group>_id`
 * membership column per group entity. Structural, so `data`'s `Dataset` is one.
 */
export interface DatasetTables {
  readonly country: string;
  readonly name: string;
  readonly year: number;
  readonly tables: Readonly<Record<string, Frame>>;
  readonly digest: string;
}

/** A dataset column the model does not know (or knows on another entity): not given to the engine. */
export interface UnknownColumn {
  readonly entity: string;
  readonly column: string;
  readonly reason: 'no_such_variable' | 'other_entity' | 'enum_category_unknown';
}

/** What {@link simulationFromDataset} builds. */
export interface DatasetSimulation {
  readonly simulation: Simulation;
  /** The ids of each entity's rows, in population (table) order. */
  readonly ids: Readonly<Record<string, Int32Array>>;
  /** Columns not given to the engine, sorted by entity then column. */
  readonly unknownColumns: readonly UnknownColumn[];
  /** Columns given as inputs, by entity. */
  readonly inputColumns: Readonly<Record<string, readonly string[]>>;
}

/** The id column of an entity's table. */
export function entityIdColumn(entity: string): string {
  return `${entity}_id`;
}

function table(dataset: DatasetTables, entity: string): Frame {
  const frame = dataset.tables[entity];
  if (frame === undefined) {
    throw new ExecutorError(
      ExecutorCode.invalidSimulationInput,
      `dataset ${dataset.name} has no ${entity} table`,
    );
  }
  return frame;
}

function column(frame: Frame, name: string): FrameColumn {
  const found = frame.columns.find((c) => c.name === name);
  if (found === undefined) {
    throw new ExecutorError(
      ExecutorCode.invalidSimulationInput,
      `${frame.entity} table has no ${name} column`,
    );
  }
  return found;
}

function asInt32(values: FrameColumn['values']): Int32Array {
  return values instanceof Int32Array ? values : Int32Array.from(values);
}

/** Person → group row index, through the group table's id column. */
function membershipOf(person: Frame, group: Frame, entity: string): GroupMembership {
  const groupIds = asInt32(column(group, entityIdColumn(entity)).values);
  const rowOf = idRows(groupIds);
  const memberIds = column(person, entityIdColumn(entity)).values;
  const membership = new Int32Array(person.rowCount);
  for (let p = 0; p < membership.length; p++) {
    const row = rowOf(memberIds[p]!);
    if (row === undefined) {
      throw new ExecutorError(
        ExecutorCode.invalidSimulationInput,
        `person row ${p} names unknown ${entity} ${memberIds[p]}`,
      );
    }
    membership[p] = row;
  }
  return { count: group.rowCount, membership };
}

/** An enum column's codes translated from the dataset's categories to the variable's. */
function enumCodes(col: FrameColumn, names: readonly string[]): Int32Array | undefined {
  const categories = col.categories ?? [];
  const map = categories.map((name) => names.indexOf(name));
  if (map.some((code) => code < 0)) return undefined;
  const out = new Int32Array(col.values.length);
  for (let i = 0; i < out.length; i++) out[i] = map[col.values[i]!]!;
  return out;
}

/**
 * Builds a simulation of `system` over a dataset for a year: the person table's membership
 * columns become the population's group index arrays, and every other column is given as an
 * input when the model has a variable of that id on that entity (enum columns are matched by
 * category name). Columns the model does not know are reported in `unknownColumns`, never
 * silently dropped. Throws {@link ExecutorError} `invalid_simulation_input` for a dataset whose
 * tables do not fit together.
 */
export function simulationFromDataset(
  system: TaxSystem,
  dataset: DatasetTables,
  year: number,
): DatasetSimulation {
  const personEntity = system.personEntity.key;
  const person = table(dataset, personEntity);
  const groups: Record<string, GroupMembership> = {};
  const ids: Record<string, Int32Array> = {
    [personEntity]: asInt32(column(person, entityIdColumn(personEntity)).values),
  };
  const structural = new Set<string>();
  for (const entity of system.entities) {
    structural.add(entityIdColumn(entity.key));
    if (entity.isPerson) continue;
    const group = table(dataset, entity.key);
    groups[entity.key] = membershipOf(person, group, entity.key);
    ids[entity.key] = asInt32(column(group, entityIdColumn(entity.key)).values);
  }
  const population = createPopulation(system.entities, person.rowCount, groups);
  const simulation = new Simulation({ system, population });
  const period = yearPeriod(year);
  const unknownColumns: UnknownColumn[] = [];
  const inputColumns: Record<string, string[]> = {};
  for (const entity of Object.keys(dataset.tables).sort()) {
    const frame = dataset.tables[entity]!;
    for (const col of frame.columns) {
      if (structural.has(col.name)) continue;
      const variable = system.variables.get(col.name);
      if (variable === undefined) {
        unknownColumns.push({ entity, column: col.name, reason: 'no_such_variable' });
        continue;
      }
      if (variable.entity !== entity) {
        unknownColumns.push({ entity, column: col.name, reason: 'other_entity' });
        continue;
      }
      let values: FrameColumn['values'] = col.values;
      if (variable.valueType === 'enum') {
        const codes =
          col.kind === 'enum' && variable.enum !== undefined
            ? enumCodes(col, variable.enum.names)
            : undefined;
        if (codes === undefined) {
          unknownColumns.push({ entity, column: col.name, reason: 'enum_category_unknown' });
          continue;
        }
        values = codes;
      }
      simulation.setInput(col.name, period, values);
      (inputColumns[entity] ??= []).push(col.name);
    }
  }
  unknownColumns.sort((a, b) =>
    a.entity === b.entity ? (a.column < b.column ? -1 : 1) : a.entity < b.entity ? -1 : 1,
  );
  return { simulation, ids, unknownColumns, inputColumns };
}
