import { perFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine income tax before credits (Form 1040ME line 20; 36 MRSA 5111): each filing status's schedule on Maine taxable income. */
export const me_income_tax_before_credits = defineUsVariable({
  id: 'me_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5111.html',
  formula: (f) => {
    const income = f.get('me_taxable_income');
    return perFilingStatus(f, f.p.gov.states.me.tax.income.rates, (schedule) =>
      schedule.calc(income),
    );
  },
});
