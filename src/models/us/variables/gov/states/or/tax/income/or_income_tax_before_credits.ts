import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon income tax before credits (ORS 316.037): the rates on taxable income, thresholds doubled on a joint, head of household or surviving spouse return. */
export const or_income_tax_before_credits = defineUsVariable({
  id: 'or_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/statutes/ors_316.037',
  formula: (f) => {
    const status = f.get('filing_status');
    const { SINGLE, SEPARATE } = FILING_STATUS.codes;
    const factor = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      factor[i] = status[i] === SINGLE || status[i] === SEPARATE ? 1 : 2;
    return f.p.gov.states.or.tax.income.rates.calc(f.get('or_taxable_income'), factor);
  },
});
