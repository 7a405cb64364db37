/**
 * State taxes: the register of the modelled state income taxes, each in its own folder
 * `gov/states/<st>/tax/income/` with the same file set, and the framework variables over them.
 * Adding a state is one line in {@link STATE_INCOME_TAXES}.
 */
import type { VariableDef } from '../../../../../engine/index.js';
import { gaIncomeTax } from './ga/tax/income/index.js';
import { ilIncomeTax } from './il/tax/income/index.js';
import { ncIncomeTax } from './nc/tax/income/index.js';
import { paIncomeTax } from './pa/tax/income/index.js';
import {
  adjusted_gross_income_person,
  defineStateIncomeTaxFramework,
  tax_unit_filer_count,
  type StateIncomeTax,
} from './tax/income/index.js';

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
