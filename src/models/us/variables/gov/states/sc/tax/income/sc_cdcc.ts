import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina child and dependent care credit (SC Code 12-6-3380; SC1040 line 11),
 * non-refundable: 7% of the care expenses the federal credit counts (at most the federal limit per
 * qualifying person, two at most), at most the tax; none on a separate return.
 */
export const sc_cdcc = defineUsVariable({
  id: 'sc_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => {
    const rate = f.p.gov.states.sc.tax.income.credits.cdcc_rate;
    const federal = f.p.gov.irs.credits.cdcc;
    const status = f.get('filing_status');
    const expenses = f.get('tax_unit_childcare_expenses');
    const count = f.get('count_cdcc_eligible');
    const tax = f.get('sc_income_tax_before_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (status[i] === FILING_STATUS.codes.SEPARATE) continue;
      const limit = federal.max * Math.min(count[i]!, federal.eligibility.max_dependents);
      out[i] = Math.min(tax[i]!, rate * Math.min(Math.max(0, expenses[i]!), limit));
    }
    return out;
  },
});
