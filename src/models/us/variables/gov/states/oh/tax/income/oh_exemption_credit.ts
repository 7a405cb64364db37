import { defineUsVariable } from '../../../../../us-variable.js';
import { ohAppliedCredits } from './oh-credit-order.js';

/** Ohio exemption credit as applied against the tax. */
export const oh_exemption_credit = defineUsVariable({
  id: 'oh_exemption_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio exemption credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  formula: (f) => ohAppliedCredits(f).exemption,
});
