import { bracketTax } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';
import { ordinaryBrackets } from './ordinary-brackets.js';

/** Tax at the ordinary rates on taxable income other than the net capital gain. */
export const income_tax_main_rates = defineUsVariable({
  id: 'income_tax_main_rates',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Income tax at ordinary rates',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/1#j',
    'https://www.law.cornell.edu/uscode/text/26/1#h_1',
  ],
  formula: (f) => {
    const income = f.get('taxable_income');
    const gains = f.get('net_capital_gain');
    const ordinary = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      ordinary[i] = income[i]! - Math.min(income[i]!, Math.max(0, gains[i]!));
    const { rates, thresholds } = ordinaryBrackets(f);
    return bracketTax(ordinary, rates, thresholds);
  },
});
