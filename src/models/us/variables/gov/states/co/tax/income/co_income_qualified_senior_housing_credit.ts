import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Colorado income qualified senior housing income tax credit, refundable (C.R.S. 39-22-544, 2024
 * only under HB24-1052): for a return with a filer aged 65 or more and federal AGI up to the
 * limit, $800 less $8 ($4 on a joint return) for each started $500 of AGI above $25,500.
 */
export const co_income_qualified_senior_housing_credit = defineUsVariable({
  id: 'co_income_qualified_senior_housing_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado income qualified senior housing credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://tax.colorado.gov/sites/tax/files/documents/DR0104_book_2024.pdf#page=28',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.credits.senior_housing;
    const out = f.zeros();
    if (!p.in_effect) return out;
    const agi = f.get('adjusted_gross_income');
    const status = f.get('filing_status');
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const { JOINT } = FILING_STATUS.codes;
    for (let i = 0; i < f.size; i += 1) {
      const joint = status[i] === JOINT;
      const limit = joint ? p.agi_limit_joint : p.agi_limit_single;
      if (oldest[i]! < p.age || agi[i]! > limit) continue;
      const steps = Math.ceil(Math.max(0, agi[i]! - p.start) / p.step);
      const reduction = steps * (joint ? p.reduction_joint : p.reduction_single);
      out[i] = Math.max(0, p.maximum - reduction);
    }
    return out;
  },
});
