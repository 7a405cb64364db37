import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Mississippi tax (Miss. Code Ann. 27-7-5; Form 80-105 line 16): the rate on each taxpayer's
 * taxable income over $10,000. On a joint (combined) return each spouse's column is taxed on its
 * own, the spouses' incomes staying in their columns and the deductions and exemptions divided
 * between them to the least tax: the rate on the sum of each spouse's Mississippi AGI over
 * $10,000, less the deductions and exemptions, at least 0.
 */
export const ms_income_tax_before_credits = defineUsVariable({
  id: 'ms_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference:
    'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-5/',
  formula: (f) => {
    const p = f.p.gov.states.ms.tax.income;
    const taxable = f.get('ms_taxable_income');
    const total = f.get('ms_agi');
    const personAgi = f.members('ms_agi_person');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const unit = f.memberIndex();
    const over = f.zeros();
    for (let j = 0; j < unit.length; j += 1)
      if (filer[j]) over[unit[j]!] = over[unit[j]!]! + Math.max(0, personAgi[j]! - p.exempt_amount);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deductions = total[i]! - taxable[i]!;
      out[i] = p.rate * Math.max(0, over[i]! - deductions);
    }
    return out;
  },
});
