import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Montana tax (Form 2 lines 14–16; MCA 15-30-2103): the lower rate up to the filing status's
 * threshold and the top rate above it on ordinary taxable income, and on net long-term capital
 * gains 3.0% for the part that still falls below the threshold and 4.1% for the rest. No
 * non-refundable credit has an input.
 */
export const mt_income_tax_before_refundable_credits = defineUsVariable({
  id: 'mt_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Montana income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference:
    'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0210/section_0030/0150-0300-0210-0030.html',
  formula: (f) => {
    const p = f.p.gov.states.mt.tax.income;
    const threshold = f.lookup(p.threshold, f.get('filing_status'), FILING_STATUS);
    const taxable = f.get('mt_taxable_income');
    const longTerm = f.sum('long_term_capital_gains');
    const shortTerm = f.sum('short_term_capital_gains');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const netLongTerm = Math.max(0, Math.min(longTerm[i]!, longTerm[i]! + shortTerm[i]!));
      const gains = Math.min(netLongTerm, taxable[i]!);
      const ordinary = taxable[i]! - gains;
      const t = threshold[i]!;
      const ordinaryTax =
        p.lower_rate * Math.min(ordinary, t) + p.top_rate * Math.max(0, ordinary - t);
      const room = Math.max(0, t - ordinary);
      const gainsTax =
        p.capital_gains_lower_rate * Math.min(gains, room) +
        p.capital_gains_upper_rate * Math.max(0, gains - room);
      out[i] = ordinaryTax + gainsTax;
    }
    return out;
  },
});
