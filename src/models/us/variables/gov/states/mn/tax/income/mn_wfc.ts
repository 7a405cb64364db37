import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Minnesota working family credit by the pre-2023 schedule (Minn. Stat. 290.0671 as of 2022): the
 * rate for the number of EITC qualifying children on earned income up to the maximum, less the
 * phase-out rate on the larger of AGI and earnings above the threshold. PolicyEngine reports it as
 * the earned income part (state_eitc) of the child and working family credits.
 */
export const mn_wfc = defineUsVariable({
  id: 'mn_wfc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota working family credit (pre-2023 schedule)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/2022/cite/290.0671',
  formula: (f) => {
    const p = f.p.gov.states.mn.tax.income.credits.wfc_pre_2023;
    const count = f.get('eitc_child_count');
    const rate = p.rate.calc(count);
    const maximum = p.earnings_maximum.calc(count);
    const phaseOut = p.phase_out_rate.calc(count);
    const other = p.threshold_other.calc(count);
    const jointThreshold = p.threshold_joint.calc(count);
    const eligible = f.get('mn_wfc_eligible');
    const earnings = f.get('filer_adjusted_earnings');
    const agi = f.get('adjusted_gross_income');
    const status = f.get('filing_status');
    const joint = FILING_STATUS.codes.JOINT;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!eligible[i]) continue;
      const amount = Math.min(Math.max(0, earnings[i]!), maximum[i]!) * rate[i]!;
      const threshold = status[i] === joint ? jointThreshold[i]! : other[i]!;
      const excess = Math.max(0, Math.max(earnings[i]!, agi[i]!) - threshold);
      out[i] = Math.max(0, amount - phaseOut[i]! * excess);
    }
    return out;
  },
});
