import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state standard deduction in its own state (the `standard_deduction` role of the unit's state; 0 where the state has none). */
export const state_standard_deduction = defineUsVariable({
  id: 'state_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State standard deduction',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'standard_deduction'),
});
