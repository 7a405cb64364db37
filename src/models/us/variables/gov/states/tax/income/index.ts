/**
 * State income taxes: the framework (`state_income_tax`, `state_agi`, … selected by `state_code`)
 * and the register of the modelled states, each in its own folder `gov/states/<st>/tax/income/`
 * with the same file set. Adding a state is one line in {@link STATE_INCOME_TAXES}.
 */
import type { VariableDef } from '../../../../../../../engine/index.js';
import { gaIncomeTax } from '../../ga/tax/income/index.js';
import { ilIncomeTax } from '../../il/tax/income/index.js';
import { ncIncomeTax } from '../../nc/tax/income/index.js';
import { paIncomeTax } from '../../pa/tax/income/index.js';
import {
  adjusted_gross_income_person,
  tax_unit_filer_count,
} from './adjusted_gross_income_person.js';
import { defineStateIncomeTaxFramework } from './define-state-income-tax.js';
import type { StateIncomeTax } from './state-income-tax.js';

export { STATE_TAX_ROLE } from './state-income-tax.js';
export type { StateIncomeTax, StateTaxRole } from './state-income-tax.js';

/** Every modelled state income tax. */
export const STATE_INCOME_TAXES: readonly StateIncomeTax[] = [
  gaIncomeTax,
  ilIncomeTax,
  ncIncomeTax,
  paIncomeTax,
];

/** The states' own variables and the framework variables over them. */
export const stateIncomeTaxVariables: readonly VariableDef[] = [
  ...STATE_INCOME_TAXES.flatMap((s) => s.variables),
  ...defineStateIncomeTaxFramework(STATE_INCOME_TAXES),
  adjusted_gross_income_person,
  tax_unit_filer_count,
];
