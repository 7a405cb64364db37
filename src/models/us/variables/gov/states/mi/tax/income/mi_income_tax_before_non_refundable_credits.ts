import { defineUsVariable } from '../../../../../us-variable.js';

/** Michigan tax (MI-1040 line 11): the flat rate on taxable income. */
export const mi_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'mi_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Michigan income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-51',
  formula: (f) => {
    const rate = f.p.gov.states.mi.tax.income.rate;
    const income = f.get('mi_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! * rate;
    return out;
  },
});
