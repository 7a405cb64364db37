import { defineUsVariable } from '../../../../../us-variable.js';

/** Missouri non-refundable credits (MO-1040 lines 42-44): the working family tax credit; the Form MO-TC credits have no input. */
export const mo_non_refundable_credits = defineUsVariable({
  id: 'mo_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  formula: (f) => f.get('mo_wftc'),
});
