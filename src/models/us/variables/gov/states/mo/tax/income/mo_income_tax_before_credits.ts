import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Missouri tax (RSMo 143.011, 143.031; MO-1040 lines 28-30): the return's taxable income is shared
 * among its members by their part of Missouri AGI (the income percentages of line 28), each share
 * taxed on the rate schedule, and the taxes summed.
 */
export const mo_income_tax_before_credits = defineUsVariable({
  id: 'mo_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.011',
  formula: (f) => {
    const rates = f.p.gov.states.mo.tax.income.rates;
    const agi = f.get('mo_agi');
    const income = f.get('mo_taxable_income');
    const own = f.members('mo_adjusted_gross_income');
    const unit = f.memberIndex();
    const share = new Float64Array(unit.length);
    for (let j = 0; j < unit.length; j += 1) {
      const i = unit[j]!;
      share[j] = agi[i]! > 0 ? (income[i]! * own[j]!) / agi[i]! : 0;
    }
    return f.aggregate(rates.calc(share), 'person', 'sum');
  },
});
