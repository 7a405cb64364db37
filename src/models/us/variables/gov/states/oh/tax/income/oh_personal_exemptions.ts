import { defineUsVariable } from '../../../../../us-variable.js';
import { bracketAbove } from '../../../../../scale-over.js';

/**
 * Ohio exemption amount (IT 1040 line 4): the amount per exemption by Ohio modified AGI, none
 * above the MAGI limit (R.C. 5747.025). Ohio MAGI is Ohio AGI plus the business income
 * deduction, which is not modelled, so it is Ohio AGI here.
 */
export const oh_personal_exemptions = defineUsVariable({
  id: 'oh_personal_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio exemption amount',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.025',
  formula: (f) => {
    const p = f.p.gov.states.oh.tax.income.exemption;
    const magi = f.get('oh_agi');
    const count = f.get('oh_exemption_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (magi[i]! <= p.magi_limit) out[i] = count[i]! * bracketAbove(p.amount, magi[i]!);
    return out;
  },
});
