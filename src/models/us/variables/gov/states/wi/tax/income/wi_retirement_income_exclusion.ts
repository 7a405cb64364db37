import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin retirement income exclusion (Wis. Stat. 71.05(6)(b)54m., 2025 on): up to $24,000 of the filers' taxable pension
 * income for each filer aged 67 or more (pooled on a joint return, as PolicyEngine applies it). */
export const wi_retirement_income_exclusion = defineUsVariable({
  id: 'wi_retirement_income_exclusion',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin retirement income exclusion',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/05/6/b/54m',
  formula: (f) => {
    const p = f.p.gov.states.wi.tax.income.subtractions.retirement_exclusion;
    if (!p.in_effect) return f.zeros();
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const pension = f.members('taxable_pension_income');
    const eligible = new Float64Array(age.length);
    const income = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1) {
      if (!filer[i]) continue;
      income[i] = Math.max(0, pension[i]!);
      eligible[i] = age[i]! >= p.min_age ? 1 : 0;
    }
    const count = f.aggregate(eligible, 'person', 'sum');
    const total = f.aggregate(income, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(total[i]!, p.amount * count[i]!);
    return out;
  },
});
