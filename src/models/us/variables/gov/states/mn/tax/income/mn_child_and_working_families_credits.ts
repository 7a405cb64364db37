import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Minnesota child and working family credits (Minn. Stat. 290.0661, 290.0671; M1CWFC), refundable:
 * the child tax credit for each dependent under 18 plus 4% of earned income up to the cap, less 12%
 * of the larger of AGI and earned income above the threshold (joint or other).
 */
export const mn_child_and_working_families_credits = defineUsVariable({
  id: 'mn_child_and_working_families_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota child and working family credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.0661',
  formula: (f) => {
    const p = f.p.gov.states.mn.tax.income.credits.cwfc;
    const eligible = f.get('mn_wfc_eligible');
    const earnings = f.get('filer_adjusted_earnings');
    const agi = f.get('adjusted_gross_income');
    const status = f.get('filing_status');
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const child = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1)
      child[i] = dependent[i] && age[i]! < p.ctc_age_limit ? 1 : 0;
    const children = f.aggregate(child, 'person', 'sum');
    const joint = FILING_STATUS.codes.JOINT;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!eligible[i]) continue;
      const credit =
        children[i]! * p.ctc_amount +
        p.wfc_rate * Math.min(Math.max(0, earnings[i]!), p.wfc_earnings_cap);
      const threshold = status[i] === joint ? p.threshold_joint : p.threshold_other;
      const excess = Math.max(0, Math.max(earnings[i]!, agi[i]!) - threshold);
      out[i] = Math.max(0, credit - p.phase_out_rate * excess);
    }
    return out;
  },
});
