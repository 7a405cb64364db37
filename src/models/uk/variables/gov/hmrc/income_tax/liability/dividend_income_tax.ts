import { defineUkVariable } from '../../../../uk-variable.js';

/** Dividends taxed at the dividend rates on top of other income, after the dividend allowance (a nil-rate band that uses up band). */
export const dividend_income_tax = defineUkVariable({
  id: 'dividend_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Income tax on dividends',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/13A',
  formula: (f) => {
    const below = f.get('earned_taxable_income');
    const savings = f.get('taxable_savings_interest_income');
    const dividends = f.get('taxable_dividend_income');
    const it = f.p.gov.hmrc.income_tax;
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      if (dividends[i]! <= 0) continue;
      const base = below[i]! + savings[i]!;
      const nil = Math.min(dividends[i]!, it.allowances.dividend_allowance);
      const taxed = it.rates.dividends.calc(Float64Array.of(base + nil, base + dividends[i]!));
      out[i] = taxed[1]! - taxed[0]!;
    }
    return out;
  },
});
