import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota alternative minimum tax (Minn. Stat. 290.091 subd. 1; M1MT lines 26-30, Form M1 line 11): the rate on alternative minimum taxable income less the exemption, less the regular tax, not below 0. */
export const mn_amt = defineUsVariable({
  id: 'mn_amt',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota alternative minimum tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.091#stat.290.091.1',
  formula: (f) => {
    const rate = f.p.gov.states.mn.tax.income.amt.rate;
    const income = f.get('mn_amt_income');
    const exemption = f.get('mn_amt_exemption');
    const regular = f.get('mn_regular_tax');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const tentative = rate * Math.max(0, income[i]! - exemption[i]!);
      out[i] = Math.max(0, tentative - regular[i]!);
    }
    return out;
  },
});
