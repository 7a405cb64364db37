import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * California Young Child Tax Credit (R\&TC 17052.1; FTB 3514), refundable, one per return with a
 * child under 6: for a filer who gets the CalEITC, or who meets its other tests with no earned
 * income and a net loss (negative federal gross income) within the limit. The amount falls by the
 * phase-out rate per dollar of earned income above the phase-out start.
 */
export const ca_yctc = defineUsVariable({
  id: 'ca_yctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California Young Child Tax Credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference: [
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17052.1',
    'https://www.ftb.ca.gov/forms/2024/2024-3514-booklet.html',
    'https://www.ftb.ca.gov/forms/2025/2025-3514-booklet.html',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ca.tax.income.credits.young_child;
    const hasChild = f.any('ca_yctc_child');
    const caleitc = f.get('ca_eitc');
    const eligible = f.get('ca_eitc_eligible');
    const earned = f.get('filer_adjusted_earnings');
    const gross = f.sum('irs_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!hasChild[i]) continue;
      const noEarnings = eligible[i] && earned[i]! <= 0 && -gross[i]! <= p.loss_limit;
      if (!(caleitc[i]! > 0 || noEarnings)) continue;
      const reduction = p.phase_out_rate * Math.max(0, earned[i]! - p.phase_out_start);
      out[i] = Math.max(0, p.amount - reduction);
    }
    return out;
  },
});
