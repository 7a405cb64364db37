/**
 * No group formula reads another group's amount as its own. The engine's `get` gives every row
 * the value of the group that holds it (for a group, the group of its first member): right for an
 * attribute (a state, a size), but an amount read that way is counted in full for each tax unit or
 * SPM unit of the group. Amounts are summed from the units and people inside a group, or shared
 * out explicitly; the few formulas that share an amount out read it whole first and are listed.
 */
import { describe, expect, it } from 'vitest';
import {
  createTaxSystem,
  simulateSituations,
  type FormulaContext,
  type VariableDef,
} from '../../../engine/index.js';
import { createUsSystem } from '../index.js';

/** Formulas that read a group's amount on purpose and share it among their rows. */
const SHARES_IT_OUT = new Set([
  'tax_unit_childcare_expenses <- childcare_expenses',
  'state_sales_tax_income <- tanf',
]);

/** The states with a modelled TANF or state supplement, and those with a modelled income tax. */
const STATES = ['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WY', 'GA', 'IL', 'NC', 'PA'];

/** A household of three tax units and two SPM units: a parent with children, a grandparent, a roommate. */
function household(state: string): unknown {
  const year = (v: number | string): Record<string, number | string> => ({ '2025': v });
  return {
    people: {
      parent: { age: year(34), employment_income: year(14_000), weekly_hours_worked: year(25) },
      child1: { age: year(4) },
      child2: { age: year(9) },
      grandparent: { age: year(70), social_security_retirement: year(7_000) },
      roommate: { age: year(29), employment_income: year(22_000), rent: year(9_000) },
    },
    tax_units: {
      t1: { members: ['parent', 'child1', 'child2'] },
      t2: { members: ['grandparent'] },
      t3: { members: ['roommate'] },
    },
    spm_units: {
      s1: {
        members: ['parent', 'child1', 'child2', 'grandparent'],
        childcare_expenses: year(3_000),
      },
      s2: { members: ['roommate'] },
    },
    households: {
      h: {
        members: ['parent', 'child1', 'child2', 'grandparent', 'roommate'],
        state_code: year(state),
      },
    },
  };
}

describe('group amounts', () => {
  it('no group formula reads the amount of a group of another entity', () => {
    const base = createUsSystem();
    const reads = new Set<string>();
    const spy = (reader: VariableDef, f: FormulaContext<never>): FormulaContext<never> =>
      new Proxy(f, {
        get(target, prop) {
          const value: unknown = Reflect.get(target, prop, target);
          if (prop !== 'get') return typeof value === 'function' ? value.bind(target) : value;
          return (id: string, period?: string) => {
            const read = base.variable(id);
            const fromGroup = !base.entity(read.entity)!.isPerson;
            if (fromGroup && read.entity !== reader.entity && read.unit === 'currency-USD')
              reads.add(`${reader.id} <- ${id}`);
            return target.get(id, period);
          };
        },
      });
    const variables = [...base.variables.values()].map((v) =>
      base.entity(v.entity)!.isPerson
        ? v
        : {
            ...v,
            formulas: v.formulas.map(({ start, formula }) => ({
              start,
              formula: formula && ((f: FormulaContext<never>) => formula(spy(v, f))),
            })),
          },
    );
    const system = createTaxSystem({ ...base.spec, variables });
    const { simulation } = simulateSituations(system, STATES.map(household));
    // Variables that hold Infinity as a marker ("no limit", "no such member") cannot be asked for
    // directly (the engine refuses a non-finite answer); the formulas that read them still run.
    const markers = new Set(['tax_unit_spouse_row', 'spouse_row_key', 'cdcc_filer_earnings']);
    for (const v of system.variables.values())
      if (!markers.has(v.id)) simulation.calculate(v.id, v.period === 'month' ? '2025-01' : '2025');
    expect([...reads].filter((r) => !SHARES_IT_OUT.has(r)).sort()).toEqual([]);
    // The listed formulas still run (the list names no formula that no longer exists).
    expect([...SHARES_IT_OUT].filter((r) => !reads.has(r))).toEqual([]);
  });
});
