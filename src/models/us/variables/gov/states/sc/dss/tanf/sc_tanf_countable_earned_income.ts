import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * South Carolina Family Independence countable earned income for the month: each member's gross
 * earnings less 50 percent in the first four months of employment, then less 100 dollars, not below
 * zero, summed over the family (SC DSS TANF Policy Manual Section 8.12). The model has no months of
 * employment, so the percentage months are the first months of the calendar year (January to
 * April), as for someone working the whole year.
 */
export const sc_tanf_countable_earned_income = defineUsVariable({
  id: 'sc_tanf_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'South Carolina Family Independence countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://dss.sc.gov/media/ojqddxsk/tanf-policy-manual-volume-65.pdf#page=130',
  formula: (f) => {
    const p = f.p.gov.states.sc.dss.tanf.income;
    const months = p.earned_income_disregard_months;
    const initial = months >= 12 || !f.fromMonth(months + 1);
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const countable = earned.map((e) => {
      const gross = Math.max(e, 0);
      return initial
        ? gross * (1 - p.earned_income_disregard_rate)
        : Math.max(gross - p.earned_income_deduction, 0);
    });
    return f.aggregate(countable, 'person', 'sum');
  },
});
