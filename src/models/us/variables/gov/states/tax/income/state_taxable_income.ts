import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state taxable income in its own state (the `taxable_income` role of the unit's state; 0 where the state has none). */
export const state_taxable_income = defineUsVariable({
  id: 'state_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State taxable income',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'taxable_income'),
});
