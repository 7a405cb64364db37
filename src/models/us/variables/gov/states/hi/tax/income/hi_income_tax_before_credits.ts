import { hiScheduleTax, hiThresholdAbove } from './hi-rate-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii income tax (N-11 line 27): the schedule for the filing status on taxable income or, if
 * lower, the capital gains alternative (HRS 235-51(f); the N-11 capital gains worksheet): the
 * schedule on the larger of taxable income less the net capital gain and the part of taxable
 * income below where the schedule's rates pass 7.25%, plus 7.25% of the rest.
 */
export const hi_income_tax_before_credits = defineUsVariable({
  id: 'hi_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference: [
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0051.htm',
    'https://files.hawaii.gov/tax/forms/2024/n11ins.pdf',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.hi.tax.income.capital_gains_rate;
    const income = f.get('hi_taxable_income');
    const longTerm = f.sum('long_term_capital_gains');
    const shortTerm = f.sum('short_term_capital_gains');
    const regular = hiScheduleTax(f, income);
    const threshold = hiThresholdAbove(f, rate);
    const ordinary = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const gain = Math.max(0, longTerm[i]! + Math.min(0, shortTerm[i]!));
      ordinary[i] = Math.max(income[i]! - gain, Math.min(income[i]!, threshold[i]!));
    }
    const ordinaryTax = hiScheduleTax(f, ordinary);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const alternative = ordinaryTax[i]! + rate * (income[i]! - ordinary[i]!);
      out[i] = Math.min(regular[i]!, alternative);
    }
    return out;
  },
});
