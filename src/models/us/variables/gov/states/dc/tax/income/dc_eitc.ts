import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * DC earned income tax credit (D-40 line 27; D.C. Code 47-1806.04(f)), refundable: with
 * qualifying children, a share of the federal credit; without, DC's own credit, the federal
 * phased-in amount for filers without children less 8.48% of the larger of earned income and
 * federal AGI above DC's indexed phase-out start (federal eligibility otherwise applies).
 */
export const dc_eitc = defineUsVariable({
  id: 'dc_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.04',
  formula: (f) => {
    const p = f.p.gov.states.dc.tax.income.credits.eitc;
    const children = f.get('eitc_child_count');
    const federal = f.get('eitc');
    const eligible = f.get('eitc_eligible');
    const phasedIn = f.get('eitc_phased_in');
    const earned = f.get('tax_unit_earned_income');
    const agi = f.get('adjusted_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (children[i]! > 0) {
        out[i] = p.match * federal[i]!;
      } else if (eligible[i]) {
        const excess = Math.max(0, Math.max(earned[i]!, agi[i]!) - p.childless_phase_out_start);
        out[i] = Math.max(0, phasedIn[i]! - p.childless_phase_out_rate * excess);
      }
    }
    return out;
  },
});
