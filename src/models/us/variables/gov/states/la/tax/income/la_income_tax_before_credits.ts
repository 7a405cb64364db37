import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Louisiana tax (La. R.S. 47:32; IT-540 tax computation worksheet): the rates on taxable income,
 * thresholds doubled on a joint or surviving spouse return, less the exemptions at the first
 * bracket's rate; at least 0.
 */
export const la_income_tax_before_credits = defineUsVariable({
  id: 'la_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101187',
  formula: (f) => {
    const rates = f.p.gov.states.la.tax.income.rates;
    const { JOINT, SURVIVING_SPOUSE } = FILING_STATUS.codes;
    const status = f.get('filing_status');
    const factor = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      factor[i] = status[i] === JOINT || status[i] === SURVIVING_SPOUSE ? 2 : 1;
    const tax = rates.calc(f.get('la_taxable_income'), factor);
    const exemptions = f.get('la_exemptions');
    const first = rates.values[0]!;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - first * exemptions[i]!);
    return out;
  },
});
