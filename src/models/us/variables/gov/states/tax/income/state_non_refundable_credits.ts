import { defineUsVariable } from '../../../../us-variable.js';
import { STATE_INCOME_TAXES } from '../../state-income-taxes.js';
import { selectByState } from './select-by-state.js';

/** The tax unit's state non-refundable credits (before any cap at the tax) in its own state (the `non_refundable_credits` role of the unit's state; 0 where the state has none). */
export const state_non_refundable_credits = defineUsVariable({
  id: 'state_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'State non-refundable credits (before any cap at the tax)',
  unit: 'currency-USD',
  formula: (f) => selectByState(f, STATE_INCOME_TAXES, 'non_refundable_credits'),
});
