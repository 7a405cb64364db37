import { EngineError } from './errors.js';
import { parsePeriod, type Period } from './period.js';
import { createPopulation, type GroupMembership, type Population } from './population.js';
import { allocateColumn, Simulation } from './simulation.js';
import type { TaxSystem } from './tax-system.js';
import type { Column } from './vector.js';

/** An input column over all rows of its entity, for one period. */
export interface PopulationInput {
  readonly variable: string;
  readonly period: string;
  readonly values: Column;
}

/** What {@link calculateInChunks} runs. */
export interface ChunkedRun {
  readonly system: TaxSystem;
  readonly population: Population;
  readonly inputs: readonly PopulationInput[];
  readonly outputs: readonly string[];
  readonly period: Period | string;
  /** The group entity whose whole groups make up a chunk (every other group must nest in it). */
  readonly chunkEntity: string;
  /** Groups of `chunkEntity` per chunk. */
  readonly chunkSize?: number;
}

/**
 * Computes variables over a large population chunk by chunk: each chunk is a set of whole groups
 * of `chunkEntity` (households), simulated alone, and only the requested outputs are kept. Memory
 * is bounded by the inputs, the outputs and one chunk's intermediates, and the values are exactly
 * those of one simulation over the whole population (formulas are row-wise within groups).
 */
export function calculateInChunks(run: ChunkedRun): Map<string, Column> {
  const { system, population } = run;
  const period = typeof run.period === 'string' ? parsePeriod(run.period) : run.period;
  // Small chunks keep a chunk's columns in the processor's cache: 512 to 1,024 households measured fastest.
  const chunkSize = run.chunkSize ?? 1_024;
  const outer = population.membership(run.chunkEntity);
  const outerCount = population.count(run.chunkEntity);
  const groupEntities = system.entities.filter((e) => !e.isPerson).map((e) => e.key);
  const personKey = system.personEntity.key;

  // People ordered by outer group (counting sort), so each chunk's people are one slice.
  const starts = new Int32Array(outerCount + 1);
  for (let p = 0; p < outer.length; p += 1) starts[outer[p]! + 1] = starts[outer[p]! + 1]! + 1;
  for (let g = 0; g < outerCount; g += 1) starts[g + 1] = starts[g + 1]! + starts[g]!;
  const order = new Int32Array(outer.length);
  const fill = starts.slice(0, outerCount);
  for (let p = 0; p < outer.length; p += 1) {
    const g = outer[p]!;
    order[fill[g]!] = p;
    fill[g] = fill[g]! + 1;
  }

  const results = new Map<string, Column>();
  for (const id of run.outputs) {
    const variable = system.variable(id);
    results.set(id, allocateColumn(variable, population.count(variable.entity)));
  }
  const groupSizes = new Map(groupEntities.map((e) => [e, population.groupSize(e)]));
  // Per group entity, each global group's local row in the current chunk (-1: not in it), reset
  // after each chunk: an array lookup per person instead of a map.
  const localOf = new Map(
    groupEntities.map((e) => [e, new Int32Array(population.count(e)).fill(-1)]),
  );

  for (let g0 = 0; g0 < outerCount; g0 += chunkSize) {
    const g1 = Math.min(outerCount, g0 + chunkSize);
    const people = order.subarray(starts[g0]!, starts[g1]!);
    const localToGlobal: Record<string, Int32Array> = { [personKey]: people };
    const groups: Record<string, GroupMembership> = {};
    for (const entity of groupEntities) {
      const global = population.membership(entity);
      const roles = population.roles(entity);
      const local = localOf.get(entity)!;
      const membership = new Int32Array(people.length);
      const seen: number[] = [];
      for (let i = 0; i < people.length; i += 1) {
        const g = global[people[i]!]!;
        let l = local[g]!;
        if (l < 0) {
          l = seen.length;
          local[g] = l;
          seen.push(g);
        }
        membership[i] = l;
      }
      for (const g of seen) local[g] = -1;
      const sizes = groupSizes.get(entity)!;
      const counts = new Float64Array(seen.length);
      for (let i = 0; i < membership.length; i += 1)
        counts[membership[i]!] = counts[membership[i]!]! + 1;
      for (let l = 0; l < seen.length; l += 1) {
        if (counts[l] !== sizes[seen[l]!]) {
          throw new EngineError(
            'invalid_population',
            `${entity} ${seen[l]} spans more than one ${run.chunkEntity}; chunks need whole groups`,
          );
        }
      }
      localToGlobal[entity] = Int32Array.from(seen);
      groups[entity] = roles
        ? { count: seen.length, membership, roles: Uint8Array.from(people, (p) => roles[p]!) }
        : { count: seen.length, membership };
    }
    const chunk = new Simulation({
      system,
      population: createPopulation(system.entities, people.length, groups),
    });
    for (const input of run.inputs) {
      const variable = system.variable(input.variable);
      const rows = localToGlobal[variable.entity]!;
      const values = allocateColumn(variable, rows.length);
      for (let i = 0; i < rows.length; i += 1) values[i] = input.values[rows[i]!]!;
      chunk.setInput(input.variable, input.period, values);
    }
    for (const id of run.outputs) {
      const variable = system.variable(id);
      const values = chunk.calculate(id, period);
      const rows = localToGlobal[variable.entity]!;
      const out = results.get(id)!;
      for (let i = 0; i < rows.length; i += 1) out[rows[i]!] = values[i]!;
    }
  }
  return results;
}

/**
 * Computes variables of a simulation chunk by chunk (see {@link calculateInChunks}) and records
 * them in it, so its later `calculate` calls return them: the same values, with bounded memory and
 * better processor-cache use on large populations. A simulation with inputs that cover only some
 * rows computes directly instead.
 */
export function precomputeInChunks(
  simulation: Simulation,
  ids: readonly string[],
  period: Period | string,
  chunkEntity: string,
  chunkSize?: number,
): void {
  const p = typeof period === 'string' ? parsePeriod(period) : period;
  const inputs = simulation.fullInputs();
  const pending = ids.filter((id) => !simulation.isComputed(id, p));
  if (pending.length === 0) return;
  if (inputs === undefined) {
    for (const id of pending) simulation.calculate(id, p);
    return;
  }
  const results = calculateInChunks({
    system: simulation.system,
    population: simulation.population,
    inputs,
    outputs: pending,
    period: p,
    chunkEntity,
    ...(chunkSize === undefined ? {} : { chunkSize }),
  });
  for (const [id, values] of results) simulation.remember(id, p, values);
}
