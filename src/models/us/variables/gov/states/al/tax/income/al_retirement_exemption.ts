import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Alabama retirement income exemption (Code of Alabama 40-18-19(a)(13); Schedule RS): each filer
 * aged 65 or more exempts their taxable pensions up to the cap. Pensions of defined benefit plans,
 * wholly exempt under 40-18-19(a)(3)-(6) and 40-18-20, cannot be told apart from the input
 * `taxable_pension_income`, so every pension is treated as retirement income subject to the cap.
 */
export const al_retirement_exemption = defineUsVariable({
  id: 'al_retirement_exemption',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama retirement income exemption',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-19/',
  formula: (f) => {
    const p = f.p.gov.states.al.tax.income.exemptions;
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const pension = f.members('taxable_pension_income');
    const unit = f.memberIndex();
    const out = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      if (!filer[j] || age[j]! < p.retirement_age) continue;
      const u = unit[j]!;
      out[u] = out[u]! + Math.min(p.retirement_cap, Math.max(0, pension[j]!));
    }
    return out;
  },
});
