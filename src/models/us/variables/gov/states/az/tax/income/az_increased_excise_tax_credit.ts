import { defineUsVariable } from '../../../../../us-variable.js';
import { FILING_STATUS } from '../../../../../enums.js';
/** Arizona increased excise tax credit (Form 140 line 56, A.R.S. 43-1072): $25 a person on the return, at most $100, when federal AGI is within the limit for the filing status; refundable. */
export const az_increased_excise_tax_credit = defineUsVariable({
  id: 'az_increased_excise_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona increased excise tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01072.htm',
  formula: (f) => {
    const p = f.p.gov.states.az.tax.income.credits;
    const agi = f.get('adjusted_gross_income');
    const limit = f.lookup(p.excise_income_limit, f.get('filing_status'), FILING_STATUS);
    const people = f.get('tax_unit_size');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (agi[i]! <= limit[i]!) out[i] = Math.min(people[i]! * p.excise_per_person, p.excise_max);
    return out;
  },
});
