import { defineEntity } from '../entity.js';
import { defineEnum } from '../enum.js';
import type { Scale } from '../parameters/scale.js';
import { createTaxSystem, type TaxSystem } from '../tax-system.js';
import { defineVariable, type VariableSpec } from '../variable.js';

/** A small model used by the engine's own tests and benchmark: not a country's law. */
export const FilingStatus = defineEnum('filing_status', ['SINGLE', 'JOINT'] as const);

interface ToyParameters {
  readonly tax: {
    readonly rates: Scale;
    readonly allowance: Readonly<Record<'SINGLE' | 'JOINT', number>>;
    readonly credit: number;
    readonly flag: boolean;
  };
  readonly index: number;
}

const v = (spec: VariableSpec<ToyParameters>) => defineVariable<ToyParameters>(spec);

export const toyEntities = [
  defineEntity({ key: 'person', plural: 'people', label: 'Person', isPerson: true }),
  defineEntity({
    key: 'tax_unit',
    plural: 'tax_units',
    label: 'Tax unit',
    roles: [{ key: 'head', plural: 'heads', label: 'Head' }],
  }),
  defineEntity({ key: 'household', plural: 'households', label: 'Household' }),
];

export const toyParameters = {
  index: {
    values: { '2020-01-01': 100, '2021-01-01': 110, '2022-01-01': 121 },
    metadata: { unit: 'index', reference: [{ title: 'toy index' }] },
  },
  tax: {
    rates: {
      metadata: { type: 'marginal_rate', reference: [{ title: 'toy act s.1' }] },
      brackets: [
        { threshold: { '2020-01-01': 0 }, rate: { '2020-01-01': 0.1 } },
        { threshold: { '2020-01-01': 10_000 }, rate: { '2020-01-01': 0.2, '2021-01-01': 0.25 } },
        { threshold: { '2020-01-01': 50_000 }, rate: { '2020-01-01': 0.4 } },
      ],
    },
    allowance: {
      metadata: {
        unit: 'currency-USD',
        breakdown: 'filing_status',
        reference: [{ title: 'toy act s.2' }],
        uprating: 'index',
        uprating_rounding: { type: 'downwards', interval: 10 },
      },
      SINGLE: { '2020-01-01': 1_000 },
      JOINT: { '2020-01-01': 2_000 },
    },
    credit: {
      values: { '2020-01-01': 500 },
      metadata: { unit: 'currency-USD', reference: [{ title: 'toy act s.3' }] },
    },
    flag: {
      values: { '2020-01-01': true },
      metadata: { unit: 'bool', reference: [{ title: 'toy act s.4' }] },
    },
  },
};

export const toyVariables = [
  v({ id: 'age', entity: 'person', valueType: 'int', period: 'year', label: 'Age' }),
  v({
    id: 'wages',
    entity: 'person',
    valueType: 'float',
    period: 'year',
    label: 'Wages',
    unit: 'USD',
  }),
  v({
    id: 'monthly_rent',
    entity: 'household',
    valueType: 'float',
    period: 'month',
    label: 'Rent',
    unit: 'USD',
  }),
  v({
    id: 'is_adult',
    entity: 'person',
    valueType: 'bool',
    period: 'year',
    label: 'Adult',
    formula: (f) => Uint8Array.from(f.get('age'), (a) => (a >= 18 ? 1 : 0)),
  }),
  v({
    id: 'filing_status',
    entity: 'tax_unit',
    valueType: 'enum',
    enum: FilingStatus,
    default: 'SINGLE',
    period: 'year',
    label: 'Filing status',
    formula: (f) =>
      Int32Array.from(f.sum('is_adult'), (adults) =>
        adults >= 2 ? FilingStatus.codes.JOINT : FilingStatus.codes.SINGLE,
      ),
  }),
  v({
    id: 'unit_wages',
    entity: 'tax_unit',
    valueType: 'float',
    period: 'year',
    label: 'Wages of the unit',
    formula: (f) => f.sum('wages'),
  }),
  v({
    id: 'taxable',
    entity: 'tax_unit',
    valueType: 'float',
    period: 'year',
    label: 'Taxable income',
    formula: (f) => {
      const allowance = f.lookup(f.p.tax.allowance, f.get('filing_status'), FilingStatus);
      return Float64Array.from(f.get('unit_wages'), (w, i) => Math.max(0, w - allowance[i]!));
    },
  }),
  v({
    id: 'tax',
    entity: 'tax_unit',
    valueType: 'float',
    period: 'year',
    label: 'Tax',
    formula: (f) => f.p.tax.rates.calc(f.get('taxable')),
  }),
  v({
    id: 'net_tax',
    entity: 'tax_unit',
    valueType: 'float',
    period: 'year',
    label: 'Tax after credit',
    formulas: {
      '2020-01-01': (f) => f.get('tax'),
      '2021-01-01': (f) => Float64Array.from(f.get('tax'), (t) => Math.max(0, t - f.p.tax.credit)),
    },
  }),
  v({
    id: 'household_rent',
    entity: 'household',
    valueType: 'float',
    period: 'year',
    label: 'Rent over the year',
    formula: (f) => f.get('monthly_rent'),
  }),
  v({
    id: 'household_tax',
    entity: 'household',
    valueType: 'float',
    period: 'year',
    label: 'Household tax',
    formula: (f) => f.sum('net_tax'),
  }),
  v({
    id: 'person_tax_share',
    entity: 'person',
    valueType: 'float',
    period: 'year',
    label: 'Tax of the unit, per member',
    formula: (f) => {
      const size = f.get('tax_unit_size');
      return f.get('net_tax').map((t, i) => t / Math.max(1, size[i]!));
    },
  }),
  v({
    id: 'tax_unit_size',
    entity: 'tax_unit',
    valueType: 'float',
    period: 'year',
    label: 'Size',
    formula: (f) => f.count(),
  }),
  v({
    id: 'capped',
    entity: 'tax_unit',
    valueType: 'float',
    period: 'year',
    label: 'Capped wages',
    formula: (f) => {
      const status = f.get('filing_status');
      return Float64Array.from(f.get('unit_wages'), (w, i) =>
        Math.min(w, status[i] ? 80_000 : 40_000),
      );
    },
  }),
  v({
    id: 'cycle_a',
    entity: 'person',
    valueType: 'float',
    period: 'year',
    label: 'Cycle A',
    formula: (f) => f.get('cycle_b'),
  }),
  v({
    id: 'cycle_b',
    entity: 'person',
    valueType: 'float',
    period: 'year',
    label: 'Cycle B',
    formula: (f) => f.get('cycle_a'),
  }),
];

/** The toy tax system. */
export function createToySystem(): TaxSystem {
  return createTaxSystem({
    id: 'toy',
    version: '1.0.0',
    entities: toyEntities,
    variables: toyVariables,
    parameters: toyParameters,
  });
}
