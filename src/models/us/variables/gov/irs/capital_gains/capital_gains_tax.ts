import { byFilingStatus } from '../../../tax-vectors.js';
import { defineUsVariable } from '../../../us-variable.js';

/**
 * Tax on the net capital gain at 0/15/20%, stacked on top of ordinary taxable income (the
 * Qualified Dividends and Capital Gain Tax Worksheet).
 */
export const capital_gains_tax = defineUsVariable({
  id: 'capital_gains_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Capital gains tax',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/1#h_1',
  formula: (f) => {
    const b = f.p.gov.irs.capital_gains.brackets;
    const first = byFilingStatus(f, b.thresholds['1']);
    const second = byFilingStatus(f, b.thresholds['2']);
    const income = f.get('taxable_income');
    const gains = f.get('net_capital_gain');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const ti = income[i]!;
      const cg = Math.min(ti, Math.max(0, gains[i]!));
      if (cg <= 0) continue;
      const ordinary = ti - cg;
      const inFirst = Math.min(cg, Math.max(0, first[i]! - ordinary));
      const inSecond = Math.min(cg - inFirst, Math.max(0, second[i]! - ordinary - inFirst));
      const inThird = cg - inFirst - inSecond;
      out[i] = b.rates['1'] * inFirst + b.rates['2'] * inSecond + b.rates['3'] * inThird;
    }
    return out;
  },
});
