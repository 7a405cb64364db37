import { defineUkVariable } from '../../../../uk-variable.js';

/** Savings taxed at the UK rates on top of non-savings income, after the starting rate band and the personal savings allowance (both nil-rate bands that use up basic-rate band). */
export const savings_income_tax = defineUkVariable({
  id: 'savings_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Income tax on savings',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/12',
  formula: (f) => {
    const earned = f.get('earned_taxable_income');
    const savings = f.get('taxable_savings_interest_income');
    const total = f.get('taxable_income');
    const it = f.p.gov.hmrc.income_tax;
    const psa = it.allowances.personal_savings_allowance.calc(total);
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      if (savings[i]! <= 0) continue;
      const starting = Math.max(0, it.rates.savings_starting_rate_limit - earned[i]!);
      const nil = Math.min(savings[i]!, starting + psa[i]!);
      const [low, high] = [earned[i]! + nil, earned[i]! + savings[i]!];
      const taxed = it.rates.uk.calc(Float64Array.of(low, high));
      out[i] = taxed[1]! - taxed[0]!;
    }
    return out;
  },
});
