/**
 * The state income tax framework variables (`state_agi`, `state_income_tax`, …): for each tax unit,
 * the value of its own state's variables, selected by `state_code`; 0 in states without a
 * modelled income tax.
 */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { STATE_CODE } from '../../../../enums.js';
import { defineUsVariable, type UsFormulaContext } from '../../../../us-variable.js';
import {
  PERSON_STATE_TAX_ROLES,
  STATE_TAX_ROLE,
  type StateIncomeTax,
  type StateTaxRole,
} from './state-income-tax.js';

const LABELS: Readonly<Record<StateTaxRole, string>> = {
  agi: 'State adjusted gross income',
  taxable_income: 'State taxable income',
  standard_deduction: 'State standard deduction',
  itemized_deductions: 'State itemized deductions',
  income_tax_before_refundable_credits: 'State income tax before refundable credits',
  non_refundable_credits: 'State non-refundable credits (before any cap at the tax)',
  refundable_credits: 'State refundable credits',
  income_tax: 'State income tax (negative where refundable credits exceed the tax)',
  eitc: 'State earned income tax credit',
  ctc: 'State child tax credit',
  cdcc: 'State child and dependent care credit',
  property_tax_credit: 'State property tax or renter credit',
  use_tax: 'State use tax on untaxed purchases',
  withheld_income_tax: 'State income tax withheld (estimate)',
  employee_payroll_tax: 'State employee payroll tax',
};

/** Each row's value of the role in its own state: the sum of that state's ids for the role. */
function selectByState(
  f: UsFormulaContext,
  states: readonly StateIncomeTax[],
  role: StateTaxRole,
): Float64Array {
  const out = f.zeros();
  const code = f.get('state_code');
  for (const state of states) {
    const ids = state.roles[role];
    if (!ids || ids.length === 0) continue;
    const want = STATE_CODE.codes[state.state];
    let any = false;
    for (let i = 0; i < f.size; i += 1)
      if (code[i] === want) {
        any = true;
        break;
      }
    if (!any) continue;
    for (const id of ids) {
      const values = f.get(id);
      for (let i = 0; i < f.size; i += 1) if (code[i] === want) out[i] = out[i]! + values[i]!;
    }
  }
  return out;
}

function defineRole(states: readonly StateIncomeTax[], role: StateTaxRole): VariableDef[] {
  const unit = { valueType: 'float', period: 'year', unit: 'currency-USD' } as const;
  if (!PERSON_STATE_TAX_ROLES.has(role))
    return [
      defineUsVariable({
        id: `state_${role}`,
        entity: 'tax_unit',
        label: LABELS[role],
        ...unit,
        formula: (f) => selectByState(f, states, role),
      }),
    ];
  return [
    defineUsVariable({
      id: `state_person_${role}`,
      entity: 'person',
      label: `${LABELS[role]} (person)`,
      ...unit,
      formula: (f) => selectByState(f, states, role),
    }),
    defineUsVariable({
      id: `state_${role}`,
      entity: 'tax_unit',
      label: `${LABELS[role]} of the members`,
      ...unit,
      formula: (f) => f.sum(`state_person_${role}`),
    }),
  ];
}

/**
 * Every framework variable for the given states: one `state_<role>` per role (for a person role,
 * also `state_person_<role>`, which the tax unit's value sums), and `household_state_income_tax`
 * (the sum of the household's tax units' `state_income_tax`).
 */
export function defineStateIncomeTaxFramework(
  states: readonly StateIncomeTax[],
): readonly VariableDef[] {
  const seen = new Set<string>();
  for (const s of states) {
    if (STATE_CODE.codes[s.state] === undefined)
      throw new Error(`state income tax for unknown state ${s.state}`);
    if (seen.has(s.state)) throw new Error(`two state income taxes for ${s.state}`);
    seen.add(s.state);
  }
  const roles = Object.values(STATE_TAX_ROLE).flatMap((role) => defineRole(states, role));
  const household = defineUsVariable({
    id: 'household_state_income_tax',
    entity: 'household',
    valueType: 'float',
    period: 'year',
    label: 'Household state income tax',
    unit: 'currency-USD',
    documentation:
      "The sum of the household's tax units' state income tax. PolicyEngine defines this id on the tax unit; Fiscus keeps it on the household, whose reports read it.",
    formula: (f) => f.sum('state_income_tax'),
  });
  return [...roles, household];
}
