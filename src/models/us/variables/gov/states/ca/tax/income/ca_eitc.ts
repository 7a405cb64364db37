import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * California earned income tax credit (R\&TC 17052; FTB 3514), refundable. With the adjustment
 * factor `a` and the credit and phaseout percentages `r` for the number of qualifying children
 * (three at most): `a × r × earned` up to the earned income amount; above it the credit falls at
 * `a × r` per dollar until it reaches the final phase-out amount, and from there in a straight
 * line to zero at the earned income limit. Earned income is the federal EITC measure (wages and
 * self-employment earnings after half of self-employment tax).
 */
export const ca_eitc = defineUsVariable({
  id: 'ca_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference: [
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17052',
    'https://www.ftb.ca.gov/forms/2024/2024-3514-booklet.html',
    'https://www.ftb.ca.gov/forms/2025/2025-3514-booklet.html',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ca.tax.income.credits.earned_income;
    const eligible = f.get('ca_eitc_eligible');
    const children = f.get('eitc_child_count');
    const earned = f.get('filer_adjusted_earnings');
    const inRate = p.phase_in_rate.calc(children);
    const outRate = p.phase_out_rate.calc(children);
    const amount = p.earned_income_amount.calc(children);
    const finalAmount = p.final_phase_out_amount.calc(children);
    const limit = p.earned_income_limit;
    const factor = p.adjustment_factor;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const x = earned[i]!;
      if (!eligible[i] || x <= 0 || x > limit) continue;
      const maximum = factor * inRate[i]! * amount[i]!;
      const slope = factor * outRate[i]!;
      const fin = Math.min(finalAmount[i]!, maximum);
      // Earned income where the first phase-out brings the credit down to the final amount.
      const finalStart = amount[i]! + (maximum - fin) / slope;
      if (x <= amount[i]!) out[i] = factor * inRate[i]! * x;
      else if (x <= finalStart) out[i] = maximum - slope * (x - amount[i]!);
      else out[i] = (fin * (limit - x)) / (limit - finalStart);
    }
    return out;
  },
});
