import { defineUsVariable } from '../../../../../us-variable.js';
import { ohScheduleTax } from './oh-schedule.js';

/** Ohio tax before credits (IT 1040 line 8a): the rate schedule on the income tax base. */
export const oh_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'oh_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.02',
  formula: (f) => {
    const p = f.p.gov.states.oh.tax.income;
    const income = f.get('oh_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = ohScheduleTax(p, income[i]!);
    return out;
  },
});
