import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin itemized deduction credit (Wis. Stat. 71.07(5)(b)): 5% of the federal itemized deductions other than taxes (SALT) above the Wisconsin standard deduction. */
export const wi_itemized_deduction_credit = defineUsVariable({
  id: 'wi_itemized_deduction_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin itemized deduction credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/07/5/b',
  formula: (f) => {
    const rate = f.p.gov.states.wi.tax.income.credits.itemized_rate;
    const itemized = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const standard = f.get('wi_standard_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = rate * Math.max(0, itemized[i]! - salt[i]! - standard[i]!);
    return out;
  },
});
