import { createHash } from 'node:crypto';
import { canonicalJsonText } from './canonical-json.js';
import type { EntityDef } from './entity.js';
import type { EnumDef } from './enum.js';
import {
  EngineError,
  ReformValidationError,
  UnknownVariableError,
  type EngineIssue,
} from './errors.js';
import {
  lastProjectedYear,
  lazyParametersAt,
  parametersAt,
  valueKeyAt,
  type ParameterValued,
  type SharedNodes,
} from './parameters/parameter-lookup.js';
import {
  applyParameterReform,
  reformWarnings,
  type ParameterReform,
} from './parameters/parameter-reform.js';
import {
  describeHistory,
  listLeaves,
  parseParameterTree,
  type ParameterNode,
} from './parameters/parameter-tree.js';
import type { VariableDef } from './variable.js';

/** A structural reform a model registers by name: variables it adds or replaces. */
export interface StructuralReform {
  readonly name: string;
  readonly description: string;
  readonly variables: readonly VariableDef[];
}

/** What a model hands to {@link createTaxSystem}. */
export interface TaxSystemSpec {
  readonly id: string;
  readonly version: string;
  readonly entities: readonly EntityDef[];
  readonly enums?: readonly EnumDef[];
  readonly variables: readonly VariableDef[];
  /** A parsed tree, or plain data for {@link parseParameterTree}. */
  readonly parameters: ParameterNode | Record<string, unknown>;
  readonly structuralReforms?: readonly StructuralReform[];
  /**
   * Digest of the source code of the model's formulas (and the engine), computed at build time.
   * When given it stands for the formulas in {@link TaxSystem.hash}, so the hash is the same
   * however the code was loaded (tsx, vitest, a bundle); otherwise each formula's text is hashed.
   */
  readonly sourceDigest?: string;
}

/** The reform a system carries: parameter changes and structural reform names. */
export interface AppliedReform {
  readonly parameters: ParameterReform;
  readonly structural: readonly string[];
  /** What the reform does that its author may not mean (overlapping periods); empty if nothing. */
  readonly warnings?: readonly EngineIssue[];
}

/** How many reformed systems a system keeps for reuse (the most recently used). */
const REFORMED_SYSTEMS_KEPT = 8;

/**
 * A country's rules: entities, variables and parameters, immutable. Applying a reform returns a
 * new system. `hash` is a content hash of everything that can change a computed value.
 */
export class TaxSystem {
  readonly variables: ReadonlyMap<string, VariableDef>;
  /**
   * Each variable's slot, its position in `variables`: a simulation keeps its values for a period
   * in an array by slot, not a map by id (the map's inserts and lookups were the most of its cost).
   */
  private readonly slots = new Map<string, number>();
  private readonly bySlot: VariableDef[] = [];
  readonly personEntity: EntityDef;
  private readonly paramsByInstant = new Map<string, unknown>();
  /** Trees of instants read only now and then, built as far as they are read. */
  private readonly viewsByInstant = new Map<string, unknown>();
  /** Nodes the trees of different instants share where their values are equal. */
  private readonly sharedNodes: SharedNodes = new Map();
  /** {@link monthRuns} by parameter and year. */
  private readonly runsByParameter = new Map<ParameterValued, Map<string, Uint8Array>>();
  /** The `definedFor` tests of variables, by id, worked out on first use (see {@link definedForTest}). */
  private readonly definedForTests = new Map<string, DefinedForTest>();
  private hashCache: string | undefined;
  /** The last projected year (see {@link lastProjectedYear}); `null` when none; unset until needed. */
  private lastYear: number | null | undefined;
  /**
   * The systems of the latest reforms applied to this one, by canonical reform: a worker that runs
   * many calls of one reform (the segments of a report) builds its system — and pays for its
   * parameter snapshots and hash — once. Systems are immutable, so sharing one is safe.
   */
  private readonly reformed = new Map<string, TaxSystem>();

  constructor(
    readonly spec: TaxSystemSpec,
    readonly parameters: ParameterNode,
    variables: readonly VariableDef[],
    readonly reform: AppliedReform,
  ) {
    const map = new Map<string, VariableDef>();
    const entityKeys = new Set(spec.entities.map((e) => e.key));
    for (const v of variables) {
      if (!entityKeys.has(v.entity))
        throw new EngineError(
          'invalid_variable',
          `variable ${v.id} names unknown entity ${v.entity}`,
        );
      map.set(v.id, v);
    }
    this.variables = map;
    for (const v of map.values()) {
      this.slots.set(v.id, this.bySlot.length);
      this.bySlot.push(v);
    }
    for (const v of variables) checkDefinedFor(v, map);
    const person = spec.entities.find((e) => e.isPerson);
    if (!person)
      throw new EngineError('invalid_system', `tax system ${spec.id} has no person entity`);
    this.personEntity = person;
    for (const entity of spec.entities)
      for (const role of entity.roles) checkRoleVariable(entity.key, role, map, person.key);
  }

  get id(): string {
    return this.spec.id;
  }

  get version(): string {
    return this.spec.version;
  }

  /**
   * Warnings about the reforms applied (e.g. `overlapping_reform_periods`): valid, applied, but
   * worth telling the user. Empty for current law.
   */
  get reformWarnings(): readonly EngineIssue[] {
    return this.reform.warnings ?? [];
  }

  get entities(): readonly EntityDef[] {
    return this.spec.entities;
  }

  /** A variable by id, or an {@link UnknownVariableError}. */
  variable(id: string): VariableDef {
    const v = this.variables.get(id);
    if (!v) throw new UnknownVariableError(id);
    return v;
  }

  /** A variable's slot (0 ≤ slot < `variables.size`), or an {@link UnknownVariableError}. */
  variableSlot(id: string): number {
    const slot = this.slots.get(id);
    if (slot === undefined) throw new UnknownVariableError(id);
    return slot;
  }

  /** The variable at a slot given by {@link variableSlot}. */
  variableAt(slot: number): VariableDef {
    return this.bySlot[slot]!;
  }

  /** An entity by key or plural. */
  entity(keyOrPlural: string): EntityDef | undefined {
    return this.spec.entities.find((e) => e.key === keyOrPlural || e.plural === keyOrPlural);
  }

  /** The last year the parameters are projected to (worked out once), if any. */
  private projectedTo(): number | undefined {
    if (this.lastYear === undefined) this.lastYear = lastProjectedYear(this.parameters) ?? null;
    return this.lastYear ?? undefined;
  }

  /** The parameter values in force at an instant (YYYY-MM-DD), memoised per instant. */
  parametersAt(instant: string): unknown {
    let out = this.paramsByInstant.get(instant);
    if (out === undefined) {
      out = parametersAt(this.parameters, instant, this.projectedTo(), this.sharedNodes);
      this.paramsByInstant.set(instant, out);
    }
    return out;
  }

  /**
   * The parameter values in force at an instant for a read at an instant other than a formula's
   * own (a look-back, a base year): the tree {@link parametersAt} built for it if any, else one
   * built only as far as it is read (`lazyParametersAt`: the same values, errors and within-year
   * reads), memoised per instant.
   */
  parametersViewAt(instant: string): unknown {
    const built = this.paramsByInstant.get(instant);
    if (built !== undefined) return built;
    let view = this.viewsByInstant.get(instant);
    if (view === undefined) {
      view = lazyParametersAt(this.parameters, instant, this.projectedTo(), this.sharedNodes);
      this.viewsByInstant.set(instant, view);
    }
    return view;
  }

  /**
   * What a `definedFor` variable's rows are tested by: the variable read, the enum codes that
   * apply (undefined: a nonzero value), and a key naming the test and the variable's entity (a
   * simulation keeps the masks of one column by it). Worked out once per system: a household's
   * simulation is new each time.
   */
  definedForTest(variable: VariableDef): DefinedForTest {
    let test = this.definedForTests.get(variable.id);
    if (!test) {
      const d = variable.definedFor!;
      const read = typeof d === 'string' ? d : d.variable;
      const target = this.variable(read);
      const codes =
        typeof d === 'string' ? undefined : d.values.map((name) => target.enum!.codes[name]!);
      const key = `${target.entity}>${variable.entity}:${codes?.join(',') ?? '≠0'}`;
      test = { read, codes, key };
      this.definedForTests.set(variable.id, test);
    }
    return test;
  }

  /**
   * The months of a year in which a parameter that may change within a year (see
   * `mayChangeWithinYear`) keeps one value: twelve run numbers, equal for consecutive months whose
   * first days give the same value. Memoised per parameter and year.
   */
  monthRuns(parameter: ParameterValued, year: string): Uint8Array {
    let byYear = this.runsByParameter.get(parameter);
    if (!byYear) {
      byYear = new Map();
      this.runsByParameter.set(parameter, byYear);
    }
    let runs = byYear.get(year);
    if (!runs) {
      runs = new Uint8Array(12);
      let before = '';
      for (let m = 0; m < 12; m += 1) {
        const key = valueKeyAt(
          this.parameters,
          parameter,
          `${year}-${String(m + 1).padStart(2, '0')}-01`,
        );
        runs[m] = m === 0 ? 0 : key === before ? runs[m - 1]! : runs[m - 1]! + 1;
        before = key;
      }
      byYear.set(year, runs);
    }
    return runs;
  }

  /**
   * A new system with a reform applied. Every parameter operation and structural name is validated
   * before anything is applied; all problems are reported at once.
   */
  withReform(parameters: ParameterReform, structural: readonly string[] = []): TaxSystem {
    const key = reformKey(parameters, structural);
    // A reform JSON cannot spell (Infinity, NaN) has no key: it is validated, and rejected, anew.
    if (key === undefined) return this.buildReform(parameters, structural);
    let system = this.reformed.get(key);
    if (system === undefined) {
      system = this.buildReform(parameters, structural);
      if (this.reformed.size >= REFORMED_SYSTEMS_KEPT)
        this.reformed.delete(this.reformed.keys().next().value!);
    } else this.reformed.delete(key);
    this.reformed.set(key, system);
    return system;
  }

  private buildReform(parameters: ParameterReform, structural: readonly string[]): TaxSystem {
    const issues: EngineIssue[] = [];
    const known = new Map((this.spec.structuralReforms ?? []).map((r) => [r.name, r]));
    for (const name of structural) {
      if (!known.has(name)) {
        issues.push({
          code: 'unknown_structural_reform',
          path: name,
          message: `known: ${[...known.keys()].join(', ') || 'none'}`,
        });
      }
    }
    let tree = this.parameters;
    try {
      tree = applyParameterReform(this.parameters, parameters);
    } catch (error) {
      if (!(error instanceof ReformValidationError)) throw error;
      issues.push(...error.issues);
    }
    if (issues.length > 0) throw new ReformValidationError(issues);
    const variables = new Map(this.variables);
    for (const name of [...structural].sort())
      for (const v of known.get(name)!.variables) variables.set(v.id, v);
    const merged: ParameterReform = { ...this.reform.parameters, ...parameters };
    const names = [...new Set([...this.reform.structural, ...structural])].sort();
    return new TaxSystem(this.spec, tree, [...variables.values()], {
      parameters: merged,
      structural: names,
      warnings: [...this.reformWarnings, ...reformWarnings(parameters)],
    });
  }

  /**
   * SHA-256 over canonical JSON of every parameter value history, every variable's definition
   * and formula source, and the structural reforms applied: equal rules give equal hashes,
   * whatever the order of a reform's keys.
   */
  get hash(): string {
    this.hashCache ??= createHash('sha256')
      .update(canonicalJsonText(this.rulesDocument()))
      .digest('hex');
    return this.hashCache;
  }

  /** The document {@link hash} is over, as plain JSON (also for checking the hash elsewhere). */
  rulesDocument(): unknown {
    const parameters = listLeaves(this.parameters).map((leaf) => [
      leaf.path,
      leaf.metadata.uprating ?? null,
      describeHistory(leaf),
    ]);
    const variables = [...this.variables.values()]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((v) => ({
        id: v.id,
        entity: v.entity,
        valueType: v.valueType,
        period: v.period,
        default: v.default,
        quantity: v.quantity,
        enum: v.enum?.names ?? null,
        formulas: v.formulas.map((f) => [
          f.start,
          f.formula ? (this.spec.sourceDigest ? true : f.formula.toString()) : null,
        ]),
      }));
    return {
      id: this.spec.id,
      version: this.spec.version,
      source: this.spec.sourceDigest ?? null,
      parameters,
      variables,
      structural: this.reform.structural,
    };
  }
}

/** Builds a tax system from a model's entities, variables and parameter data. */
export function createTaxSystem(spec: TaxSystemSpec): TaxSystem {
  const tree =
    'kind' in spec.parameters && spec.parameters.kind === 'node'
      ? (spec.parameters as ParameterNode)
      : parseParameterTree(spec.parameters);
  const seen = new Set<string>();
  for (const v of spec.variables) {
    if (seen.has(v.id))
      throw new EngineError('duplicate_variable', `variable ${v.id} is defined twice`);
    seen.add(v.id);
  }
  return new TaxSystem(spec, tree, spec.variables, { parameters: {}, structural: [] });
}

/** What a `definedFor` tests (see {@link TaxSystem.definedForTest}). */
export interface DefinedForTest {
  readonly read: string;
  readonly codes: readonly number[] | undefined;
  readonly key: string;
}

/** A variable's `definedFor` must name a boolean variable, or an enum variable and its values. */
function checkDefinedFor(v: VariableDef, variables: ReadonlyMap<string, VariableDef>): void {
  const d = v.definedFor;
  if (d === undefined) return;
  const id = typeof d === 'string' ? d : d.variable;
  const target = variables.get(id);
  if (!target)
    throw new EngineError(
      'invalid_variable',
      `variable ${v.id} is defined for ${id}, which is not a variable`,
    );
  if (typeof d === 'string') {
    if (target.valueType !== 'bool')
      throw new EngineError(
        'invalid_variable',
        `variable ${v.id} is defined for ${id}, which is not boolean; name its values`,
      );
    return;
  }
  if (target.valueType !== 'enum' || !target.enum)
    throw new EngineError(
      'invalid_variable',
      `variable ${v.id} is defined for values of ${id}, which is not an enum`,
    );
  for (const name of d.values) {
    if (target.enum.codes[name] === undefined)
      throw new EngineError(
        'invalid_variable',
        `variable ${v.id}: ${name} is not a value of ${id}`,
      );
  }
}

/** A role's variable must be a boolean person variable of the system. */
function checkRoleVariable(
  entity: string,
  role: EntityDef['roles'][number],
  variables: ReadonlyMap<string, VariableDef>,
  person: string,
): void {
  if (role.variable === undefined) return;
  const v = variables.get(role.variable);
  if (!v || v.entity !== person || v.valueType !== 'bool')
    throw new EngineError(
      'invalid_system',
      `role ${role.key} of ${entity} names ${role.variable}, which is not a boolean person variable`,
    );
}

/** The canonical JSON of a reform, the key of its system; undefined when JSON cannot spell it. */
function reformKey(parameters: ParameterReform, structural: readonly string[]): string | undefined {
  try {
    return canonicalJsonText({ parameters, structural: [...new Set(structural)].sort() });
  } catch {
    return undefined;
  }
}
