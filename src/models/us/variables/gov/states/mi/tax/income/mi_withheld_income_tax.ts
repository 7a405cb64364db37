import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Michigan income tax withheld (estimate for the SALT deduction): 4.25% of the filer's part of
 * federal AGI, with no allowance for exemptions (a conservative MI-W4 with none claimed; the
 * estimate PolicyEngine makes).
 */
export const mi_withheld_income_tax = defineUsVariable({
  id: 'mi_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Michigan income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.michigan.gov/taxes/business-taxes/withholding',
  formula: (f) => {
    const rate = f.p.gov.states.mi.tax.income.rate;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, agi[i]!) * rate;
    return out;
  },
});
