import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Utah child tax credit (Utah Code 59-10-1047), non-refundable: $1,000 per child for whom the
 * federal child tax credit is allowed and who is in the year's age band, less 10 cents per dollar
 * of modified AGI (AGI plus tax-exempt interest) over the threshold; at least 0, and at most the
 * tax left after the taxpayer, Social Security benefits and earned income credits.
 */
export const ut_ctc = defineUsVariable({
  id: 'ut_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S1047.html',
  formula: (f) => {
    const p = f.p.gov.states.ut.tax.income.credits.ctc;
    const ageOf = f.members('age');
    const qualifying = f.members('ctc_qualifying_child');
    const unit = f.memberIndex();
    const children = f.zeros();
    for (let j = 0; j < unit.length; j += 1)
      if (qualifying[j] && ageOf[j]! >= p.min_age && ageOf[j]! < p.age_limit)
        children[unit[j]!] = children[unit[j]!]! + 1;
    const start = f.lookup(p.reduction_start, f.get('filing_status'), FILING_STATUS);
    const agi = f.get('adjusted_gross_income');
    const exempt = f.sum('tax_exempt_interest_income');
    const before = f.get('ut_income_tax_before_credits');
    const taxpayer = f.get('ut_taxpayer_credit');
    const ss = f.get('ut_ss_benefits_credit');
    const eitc = f.get('ut_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const reduction = p.reduction_rate * Math.max(0, agi[i]! + exempt[i]! - start[i]!);
      const left = Math.max(0, before[i]! - taxpayer[i]! - ss[i]! - eitc[i]!);
      out[i] = Math.min(left, Math.max(0, children[i]! * p.amount - reduction));
    }
    return out;
  },
});
