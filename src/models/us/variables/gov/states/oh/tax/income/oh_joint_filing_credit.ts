import { defineUsVariable } from '../../../../../us-variable.js';
import { ohAppliedCredits } from './oh-credit-order.js';

/** Ohio joint filing credit (Schedule of Credits line 11) as applied: its rate times the tax left after the earlier credits, at most \$650. */
export const oh_joint_filing_credit = defineUsVariable({
  id: 'oh_joint_filing_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio joint filing credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  formula: (f) => ohAppliedCredits(f).joint_filing,
});
