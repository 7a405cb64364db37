import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina two wage earner credit (SC Code 12-6-3330; SC1040 line 12), non-refundable: on a
 * joint return, 0.7% of the lower of the spouses' earned income (less half their self-employment tax), counted up to $50,000; at most the tax left after the
 * child care credit.
 */
export const sc_two_wage_earner_credit = defineUsVariable({
  id: 'sc_two_wage_earner_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina two wage earner credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => {
    const p = f.p.gov.states.sc.tax.income.credits.two_wage_earner;
    const status = f.get('filing_status');
    const earned = f.members('earned_income');
    const seTax = f.members('self_employment_tax');
    const head = f.members('is_tax_unit_head');
    const spouse = f.members('is_tax_unit_spouse');
    const unit = f.memberIndex();
    const tax = f.get('sc_income_tax_before_credits');
    const cdcc = f.get('sc_cdcc');
    const headIncome = f.zeros();
    const spouseIncome = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      const own = Math.max(0, earned[j]! - seTax[j]! / 2);
      if (head[j]) headIncome[unit[j]!] = own;
      if (spouse[j]) spouseIncome[unit[j]!] = own;
    }
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (status[i] === FILING_STATUS.codes.JOINT)
        out[i] = Math.min(
          Math.max(0, tax[i]! - cdcc[i]!),
          p.rate * Math.min(p.income_cap, headIncome[i]!, spouseIncome[i]!),
        );
    return out;
  },
});
