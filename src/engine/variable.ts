import type { EnumDef } from './enum.js';
import type { Period } from './period.js';
import type { Column, NumericArray } from './vector.js';

/** The kind of value a variable holds, and so its column type. */
export const ValueType = { float: 'float', int: 'int', bool: 'bool', enum: 'enum' } as const;
export type ValueType = (typeof ValueType)[keyof typeof ValueType];

/** The period a variable's value is defined for. */
export const DefinitionPeriod = { year: 'year', month: 'month', eternity: 'eternity' } as const;
export type DefinitionPeriod = (typeof DefinitionPeriod)[keyof typeof DefinitionPeriod];

/**
 * How a value converts between months and years: a `flow` (income, tax) adds up over months and
 * divides over them; a `stock` (age, a flag, a status) is the same in every month of the year.
 */
export const Quantity = { flow: 'flow', stock: 'stock' } as const;
export type Quantity = (typeof Quantity)[keyof typeof Quantity];

/**
 * Options of the aggregating reads of a formula context. `V` is the model's variable id type
 * (a union of string literals when the model generates one), so a mask names a known variable.
 */
export interface AggregateOptions<V extends string = string> {
  readonly period?: Period | string;
  /** Only members with a non-zero mask value count: a person-level array or person variable id. */
  readonly mask?: NumericArray | V;
}

/**
 * What a formula sees: its period, its rows, the parameters in force, and typed reads of other
 * variables. Every read returns a typed array over the rows of the formula's entity. `P` is the
 * model's parameter tree type and `V` its variable id type: a model that generates a union of its
 * ids makes a read of an unknown variable fail to compile.
 */
export interface FormulaContext<P = unknown, V extends string = string> {
  /**
   * The period computed. Reading it ties a month's value to that month: prefer `year`,
   * `fromMonth` and reads of the year (`get(id, String(f.year))`) where they say all it needs.
   */
  readonly period: Period;
  /** The year of the period's start; the same for every month of a year. */
  readonly year: number;
  /** True when the period starts in month `month` (1–12) of its year or later. */
  fromMonth(month: number): boolean;
  /** The entity whose rows the formula computes. */
  readonly entity: string;
  /** Number of rows. */
  readonly size: number;
  /** Parameters in force at the start of the period. */
  readonly p: P;
  /** Parameters in force at another instant (YYYY-MM-DD). */
  parametersAt(instant: string): P;
  /**
   * A variable over this formula's rows: the same entity as is; a group's value projected to its
   * members; a group read from another group through the group holding its first member. The
   * column is the simulation's own, shared with every other read of it: never write to it.
   */
  get(id: V, period?: Period | string): Column;
  /** Sum over the members (people, or smaller groups) of each row's group. */
  sum(id: V, options?: AggregateOptions<V>): Float64Array;
  /** 1 where any member has a non-zero value. */
  any(id: V, options?: AggregateOptions<V>): Uint8Array;
  /** Largest member value (0 for a group with no counted member). */
  max(id: V, options?: AggregateOptions<V>): Float64Array;
  /** Smallest member value (0 for a group with no counted member). */
  min(id: V, options?: AggregateOptions<V>): Float64Array;
  /** Number of (masked) people in each row's group. */
  count(options?: { readonly mask?: NumericArray | V }): Float64Array;
  /** A person variable over all people, unaggregated (for group formulas that work per member). */
  members(id: V, period?: Period | string): Column;
  /** For each person, the row of this formula's group entity they belong to. */
  memberIndex(): Int32Array;
  /** Aggregates an array computed over another entity's rows (optionally masked) into this formula's rows. */
  aggregate(
    values: NumericArray,
    from: string,
    op: 'sum' | 'any' | 'max' | 'min',
    mask?: NumericArray | V,
  ): Float64Array;
  /** Projects an array computed over another entity's rows onto this formula's rows. */
  project(values: NumericArray, from: string): Float64Array;
  /** A zero-filled float array of this formula's size. */
  zeros(): Float64Array;
  /** Vectorised lookup of a breakdown parameter (a record by enum name) by an enum column. */
  lookup(
    breakdown: Readonly<Record<string, number>>,
    codes: NumericArray,
    enumDef: EnumDef,
  ): Float64Array;
}

/** A vectorised formula: pure, no I/O, returns one value per row. */
export type Formula<P = unknown, V extends string = string> = (f: FormulaContext<P, V>) => Column;

/**
 * The rows a variable applies to: a boolean variable's true rows, or the rows where an enum
 * variable takes one of the named values. Elsewhere the value is the default; where no row
 * applies the formula is not run at all (nor anything it would read).
 */
export type DefinedFor<V extends string = string> =
  V | { readonly variable: V; readonly values: readonly string[] };

/** What a model writes to define a variable (`P`, `V`: see {@link FormulaContext}). */
export interface VariableSpec<P = unknown, V extends string = string> {
  /** Snake_case; not an inference site, so `V` is what the model gives (or `string`). */
  readonly id: NoInfer<V>;
  readonly entity: string;
  readonly valueType: ValueType;
  readonly period: DefinitionPeriod;
  readonly label: string;
  readonly unit?: string;
  readonly reference?: string | readonly string[];
  readonly documentation?: string;
  /** Value when neither input nor formula gives one; an enum's default is a name. */
  readonly default?: number | boolean | string;
  /** Smallest and largest input a situation may give (e.g. an age's `min: 0`); none by default. */
  readonly min?: number;
  readonly max?: number;
  readonly enum?: EnumDef;
  /** Month↔year conversion; default `flow` for float, `stock` otherwise. */
  readonly quantity?: Quantity;
  /** Only these rows are computed by the formula (e.g. a state's program); others get the default. */
  readonly definedFor?: NoInfer<DefinedFor<V>>;
  /** One formula in force always… */
  readonly formula?: Formula<P, V>;
  /** …or formulas by the date they come into force (`null`: no formula from then on). */
  readonly formulas?: Readonly<Record<string, Formula<P, V> | null>>;
}

/** A variable of a tax system: plain data made by {@link defineVariable}. */
export interface VariableDef {
  readonly id: string;
  readonly entity: string;
  readonly valueType: ValueType;
  readonly period: DefinitionPeriod;
  readonly label: string;
  readonly unit?: string;
  readonly reference: readonly string[];
  readonly documentation?: string;
  /** Default as a column value (enum code, 0/1 for booleans). */
  readonly default: number;
  /** Smallest and largest input allowed (see {@link VariableSpec.min}). */
  readonly min?: number;
  readonly max?: number;
  readonly enum?: EnumDef;
  readonly quantity: Quantity;
  /** Rows the formula applies to (see {@link DefinedFor}); all rows when absent. */
  readonly definedFor?: DefinedFor;
  /** Formulas sorted by start date. */
  readonly formulas: readonly { readonly start: string; readonly formula: Formula<never> | null }[];
}

function defaultValue(spec: VariableSpec<never>): number {
  const d = spec.default;
  if (spec.valueType === 'enum') {
    if (!spec.enum) throw new Error(`variable ${spec.id} is an enum but names no enum`);
    if (d === undefined) return 0;
    const code = typeof d === 'string' ? spec.enum.codes[d] : Number(d);
    if (code === undefined)
      throw new Error(`variable ${spec.id}: default ${String(d)} is not in enum ${spec.enum.id}`);
    return code;
  }
  if (typeof d === 'boolean') return d ? 1 : 0;
  if (typeof d === 'string')
    throw new Error(`variable ${spec.id}: a string default needs valueType enum`);
  return d ?? 0;
}

/** Defines a variable. Formulas must be pure and vectorised over typed arrays. */
export function defineVariable<P = unknown, V extends string = string>(
  spec: VariableSpec<P, V>,
): VariableDef {
  // Letters, digits and underscores, from a letter: snake_case, with PolicyEngine-UK's few
  // upper-case ids (`CB_HITC`, `is_SP_age`) kept as they are so its situations read unchanged.
  if (!/^[a-zA-Z][a-zA-Z0-9_]*$/.test(spec.id))
    throw new Error(`variable id ${spec.id} is not snake_case (letters, digits, underscores)`);
  if (spec.formula && spec.formulas)
    throw new Error(`variable ${spec.id}: give formula or formulas, not both`);
  const formulas = spec.formula
    ? [{ start: '0001-01-01', formula: spec.formula as Formula<never> }]
    : Object.entries(spec.formulas ?? {})
        .map(([start, formula]) => ({ start, formula: formula as Formula<never> | null }))
        .sort((a, b) => (a.start < b.start ? -1 : 1));
  const reference =
    spec.reference === undefined
      ? []
      : typeof spec.reference === 'string'
        ? [spec.reference]
        : [...spec.reference];
  return Object.freeze({
    id: spec.id,
    entity: spec.entity,
    valueType: spec.valueType,
    period: spec.period,
    label: spec.label,
    unit: spec.unit,
    reference,
    documentation: spec.documentation,
    default: defaultValue(spec as VariableSpec<never>),
    ...(spec.min === undefined ? {} : { min: spec.min }),
    ...(spec.max === undefined ? {} : { max: spec.max }),
    enum: spec.enum,
    quantity: spec.quantity ?? (spec.valueType === 'float' ? 'flow' : 'stock'),
    definedFor: spec.definedFor,
    formulas,
  });
}

/** The formula in force at an instant, or undefined. */
export function formulaAt(
  variable: VariableDef,
  instant: string,
): { readonly start: string; readonly formula: Formula<never> } | undefined {
  let found: { readonly start: string; readonly formula: Formula<never> | null } | undefined;
  for (const f of variable.formulas) if (f.start <= instant) found = f;
  // The entry itself when it holds a formula (no object is made per call).
  return found?.formula
    ? (found as { readonly start: string; readonly formula: Formula<never> })
    : undefined;
}
