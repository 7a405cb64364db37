import { defineUsVariable } from '../../../../../us-variable.js';
import { ohAppliedCredits } from './oh-credit-order.js';

/** Ohio senior citizen credit as applied against the tax. */
export const oh_senior_citizen_credit = defineUsVariable({
  id: 'oh_senior_citizen_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio senior citizen credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  formula: (f) => ohAppliedCredits(f).senior_citizen,
});
