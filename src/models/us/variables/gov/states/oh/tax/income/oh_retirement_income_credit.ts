import { defineUsVariable } from '../../../../../us-variable.js';
import { ohAppliedCredits } from './oh-credit-order.js';

/** Ohio retirement income credit as applied against the tax. */
export const oh_retirement_income_credit = defineUsVariable({
  id: 'oh_retirement_income_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio retirement income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  formula: (f) => ohAppliedCredits(f).retirement_income,
});
