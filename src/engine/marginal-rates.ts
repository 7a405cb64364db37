import type { EntityDef } from './entity.js';
import { EngineError } from './errors.js';
import { createPopulation, type GroupMembership } from './population.js';
import { Simulation, type TraceObserver } from './simulation.js';
import type { TaxSystem } from './tax-system.js';
import type { Situation, SituationBatch } from './situation.js';
import type { Column } from './vector.js';

/**
 * How a model measures marginal rates by perturbation: raise one person's `earnings` by `delta`,
 * recompute everything, and see how much of the rise the `group`'s `net` income keeps. A country
 * model names its variables; the engine knows none.
 */
export interface MarginalRateSpec {
  /** The person variable raised (e.g. employment income). */
  readonly earnings: string;
  /** The income whose change is measured, on the group entity or any entity inside it. */
  readonly net: string;
  /** The group over which `net` and the parts are summed (e.g. the household). */
  readonly group: string;
  /** The rise in earnings, in the earnings' unit. */
  readonly delta: number;
  /**
   * Who gets a rate: people whose `variable` is at least `minimum`, the first `count` of them in
   * each group (in person order). Everyone else's rate is NaN.
   */
  readonly people: { readonly variable: string; readonly minimum: number; readonly count: number };
  /**
   * Named parts of the rate: a tax variable each (of any entity inside the group), whose rise per
   * unit of earnings is that part (`federal_income: income_tax`).
   */
  readonly parts: Readonly<Record<string, string>>;
}

/** Marginal rates of a batch, per person; NaN for people the spec gives no rate. */
export interface MarginalRates {
  /** `1 − Δnet / delta`: the share of a rise in earnings that the group does not keep. */
  readonly rate: Float64Array;
  /** Each part's `Δtax / delta`, by the spec's part names. */
  readonly parts: Readonly<Record<string, Float64Array>>;
  /** Net income the group loses when this person's earnings rise by `delta` (0 when it gains). */
  readonly cliffGap: Float64Array;
  /** 1 where net income falls when this person's earnings rise (a benefit cliff), else 0. */
  readonly onCliff: Uint8Array;
}

const CLIFF_TOLERANCE = 1e-6;

/** Sums a variable's values into the group of each of its rows (its own values on the group). */
function byGroup(simulation: Simulation, id: string, group: string, period: string): Float64Array {
  const values = simulation.calculate(id, period);
  const entity = simulation.system.variable(id).entity;
  if (entity === group) return Float64Array.from(values);
  const map = simulation.population.rowMap(entity, group);
  const out = new Float64Array(simulation.population.count(group));
  for (let r = 0; r < map.length; r += 1) out[map[r]!] = out[map[r]!]! + values[r]!;
  return out;
}

/** Each person's rank among the eligible people of their group (0, 1, …), −1 for the rest. */
function ranks(simulation: Simulation, spec: MarginalRateSpec, period: string): Int32Array {
  const key = simulation.calculate(spec.people.variable, period);
  const group = simulation.population.membership(spec.group);
  const seen = new Int32Array(simulation.population.count(spec.group));
  const out = new Int32Array(key.length).fill(-1);
  for (let p = 0; p < key.length; p += 1) {
    if (key[p]! < spec.people.minimum) continue;
    const g = group[p]!;
    if (seen[g]! < spec.people.count) out[p] = seen[g]!;
    seen[g] = seen[g]! + 1;
  }
  return out;
}

/** Checks the spec against the system: every variable known, on a fitting entity. */
function checkSpec(simulation: Simulation, spec: MarginalRateSpec): void {
  const { system, population } = simulation;
  const person = system.personEntity.key;
  for (const [role, id] of [
    ['earnings', spec.earnings],
    ['people.variable', spec.people.variable],
  ] as const)
    if (system.variable(id).entity !== person)
      throw new EngineError('invalid_marginal_rates', `${role} ${id} is not a person variable`);
  if (population.isPerson(spec.group) || !system.entity(spec.group))
    throw new EngineError('invalid_marginal_rates', `group ${spec.group} is not a group entity`);
  if (!(spec.delta > 0) || !Number.isFinite(spec.delta))
    throw new EngineError(
      'invalid_marginal_rates',
      `delta must be a positive number; got ${spec.delta}`,
    );
  for (const id of [spec.net, ...Object.values(spec.parts)]) system.variable(id);
}

/** The batch's population and inputs `copies` times over, each copy on rows of its own after the last. */
function copyBatch(
  simulation: Simulation,
  batch: SituationBatch,
  copies: number,
  trace: TraceObserver | undefined,
): Simulation {
  const { system } = simulation;
  const population = batch.population;
  const people = population.personCount;
  const groups: Record<string, GroupMembership> = {};
  for (const entity of system.entities) {
    if (entity.isPerson) continue;
    const count = population.count(entity.key);
    const membership = population.membership(entity.key);
    const roles = population.roles(entity.key);
    const outMembership = new Int32Array(people * copies);
    const outRoles = roles === undefined ? undefined : new Uint8Array(people * copies);
    for (let c = 0; c < copies; c += 1) {
      for (let p = 0; p < people; p += 1)
        outMembership[c * people + p] = membership[p]! + c * count;
      outRoles?.set(roles!, c * people);
    }
    groups[entity.key] = {
      count: count * copies,
      membership: outMembership,
      ...(outRoles === undefined ? {} : { roles: outRoles }),
    };
  }
  const copied = new Simulation({
    system,
    population: createPopulation(system.entities, people * copies, groups),
    trace,
  });
  const repeat = <T extends Column | Uint8Array>(column: T, make: (n: number) => T): T => {
    const out = make(column.length * copies);
    for (let c = 0; c < copies; c += 1) out.set(column as never, c * column.length);
    return out;
  };
  for (const [id, byPeriod] of batch.inputs)
    for (const [period, { values, mask }] of byPeriod) {
      const make = (n: number): Column => new (values.constructor as new (n: number) => Column)(n);
      const full = mask.every((m) => m === 1);
      copied.setInput(
        id,
        period,
        repeat(values, make),
        full ? undefined : repeat(mask, (n) => new Uint8Array(n)),
      );
    }
  return copied;
}

/** A batch's simulation with its marginal rates (see {@link simulateMarginalRates}). */
export interface MarginalRateRun {
  /**
   * The simulation the rates were measured in: the batch's rows first, as the batch's layouts
   * address them, then one copy of the batch per adult rank with raised earnings. Read (or
   * {@link fillSituation}) the batch's rows of it; it holds every value of the batch itself.
   */
  readonly simulation: Simulation;
  readonly rates: MarginalRates;
}

/**
 * A batch simulated with the marginal rates of every person at `period`, by the engine's own
 * perturbation, as one vectorised batch: the batch, then one copy of it per rank of eligible
 * person (the first adult of every group, then the second…) with those people's earnings raised
 * by `delta`, all in one population and one simulation, everything recomputed.
 */
export function simulateMarginalRates(
  system: TaxSystem,
  batch: SituationBatch,
  period: string,
  spec: MarginalRateSpec,
  trace?: TraceObserver,
): MarginalRateRun {
  const plain = new Simulation({ system, population: batch.population });
  checkSpec(plain, spec);
  for (const [id, byPeriod] of batch.inputs)
    for (const [p, { values, mask }] of byPeriod)
      plain.setInput(id, p, values, mask.every((m) => m === 1) ? undefined : mask);
  const people = batch.population.personCount;
  const groupCount = batch.population.count(spec.group);
  const group = batch.population.membership(spec.group);
  const rank = ranks(plain, spec, period);
  let used = 0;
  for (const k of rank) used = Math.max(used, k + 1);
  const simulation = copyBatch(plain, batch, used + 1, trace);
  const earnings = plain.calculate(spec.earnings, period);
  const raised = new Float64Array(people * (used + 1));
  for (let c = 0; c <= used; c += 1)
    for (let p = 0; p < people; p += 1)
      raised[c * people + p] = earnings[p]! + (c > 0 && rank[p] === c - 1 ? spec.delta : 0);
  simulation.setInput(spec.earnings, period, raised);
  const net = byGroup(simulation, spec.net, spec.group, period);
  const partNames = Object.keys(spec.parts);
  const partValues = partNames.map((name) =>
    byGroup(simulation, spec.parts[name]!, spec.group, period),
  );
  const rate = new Float64Array(people).fill(Number.NaN);
  const parts = Object.fromEntries(
    partNames.map((name) => [name, new Float64Array(people).fill(Number.NaN)]),
  );
  const cliffGap = new Float64Array(people).fill(Number.NaN);
  const onCliff = new Uint8Array(people);
  for (let p = 0; p < people; p += 1) {
    if (rank[p]! < 0) continue;
    const g = group[p]!;
    const up = g + (rank[p]! + 1) * groupCount;
    const gain = net[up]! - net[g]!;
    rate[p] = 1 - gain / spec.delta;
    partNames.forEach((name, i) => {
      parts[name]![p] = (partValues[i]![up]! - partValues[i]![g]!) / spec.delta;
    });
    // A loss of less than a millionth of a unit is the arithmetic's rounding, not a cliff.
    const falls = gain < -CLIFF_TOLERANCE;
    cliffGap[p] = falls ? -gain : 0;
    onCliff[p] = falls ? 1 : 0;
  }
  return { simulation, rates: { rate, parts, cliffGap, onCliff } };
}

/**
 * The measures of {@link MarginalRates} as PolicyEngine-style person outputs, by output name:
 * `marginal_tax_rate`, `cliff_gap`, `is_on_cliff`, and `marginal_tax_rate_<part>` for each part.
 */
export function marginalRateOutputs(
  rates: MarginalRates,
): ReadonlyMap<string, (row: number) => number | boolean> {
  return new Map<string, (row: number) => number | boolean>([
    ['marginal_tax_rate', (row) => rates.rate[row]!],
    ...Object.entries(rates.parts).map(([name, values]): [string, (row: number) => number] => [
      `marginal_tax_rate_${name}`,
      (row) => values[row]!,
    ]),
    ['cliff_gap', (row) => rates.cliffGap[row]!],
    ['is_on_cliff', (row) => rates.onCliff[row] === 1],
  ]);
}

/**
 * Places the marginal rates of situation `index` of a batch on its people in a filled situation
 * document (see {@link fillSituation}), at `period`: a value per person, or a list over the points
 * of its axes. People without a rate (children) get none. `person` is the model's person entity.
 */
export function fillMarginalRates(
  filled: Situation,
  batch: SituationBatch,
  index: number,
  rates: MarginalRates,
  period: string,
  person: EntityDef,
): Situation {
  const span = batch.spans[index]!;
  const points = batch.layouts.slice(span.first, span.first + span.points);
  const section = (filled[person.plural] ??= {});
  for (const name of points[0]!.rows[person.key]!.keys()) {
    const rows = points.map((layout) => layout.rows[person.key]!.get(name)!);
    if (rows.every((row) => Number.isNaN(rates.rate[row]!))) continue;
    const instance = (section[name] ??= {});
    for (const [output, at] of marginalRateOutputs(rates)) {
      const values = rows.map((row) => {
        const v = at(row);
        return typeof v === 'number' && Number.isNaN(v) ? null : v;
      });
      instance[output] = { [period]: span.axes === undefined ? values[0] : values };
    }
  }
  return filled;
}
