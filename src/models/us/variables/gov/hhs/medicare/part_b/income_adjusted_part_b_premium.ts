import { FILING_STATUS } from '../../../../enums.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Medicare Part B premium a person pays for the year: the standard premium (unless a Medicare
 * Savings Program pays it), as in `medical_expense_health_insurance_premiums`, plus twelve months
 * of the income-related monthly adjustment amount set by the tax unit's modified adjusted gross
 * income of the tax year two years earlier (`medicare_irmaa_magi`). Married people filing
 * separately are placed on the unmarried schedule (their own, steeper schedule is not modelled).
 */
export const income_adjusted_part_b_premium = defineUsVariable({
  id: 'income_adjusted_part_b_premium',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Medicare Part B premium (income-adjusted)',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/42/1395r#i',
    'https://www.law.cornell.edu/cfr/text/20/418.1115',
  ],
  formula: (f) => {
    const standard = f.get('medical_expense_health_insurance_premiums');
    const income = f.get('medicare_irmaa_magi');
    const status = f.get('filing_status');
    const p = f.p.gov.hhs.medicare.part_b.irmaa;
    const single = p.single.calc(income);
    const joint = p.joint.calc(income);
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      if (standard[i]! <= 0) continue;
      const adjustment = status[i] === FILING_STATUS.codes.JOINT ? joint[i]! : single[i]!;
      out[i] = standard[i]! + 12 * adjustment;
    }
    return out;
  },
});
