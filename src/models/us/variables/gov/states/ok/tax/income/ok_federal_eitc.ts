import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * The federal earned income credit as the Internal Revenue Code stood for tax year 2020, the base
 * of Oklahoma's credit (68 O.S. 2357.43): the 2020 maximum, phase-out start and investment income
 * limit, with the statute's phase-in and phase-out rates and eligibility tests, which have not
 * changed since.
 */
export const ok_federal_eitc = defineUsVariable({
  id: 'ok_federal_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Federal earned income credit under 2020 law (Oklahoma credit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
    'https://www.irs.gov/pub/irs-drop/rp-19-44.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ok.tax.income.credits.eitc;
    const federal = f.p.gov.irs.credits.eitc;
    const children = f.get('eitc_child_count');
    const maximum = p.max_2020.calc(children);
    const start = p.phase_out_start_2020.calc(children);
    const phaseIn = federal.phase_in_rate.calc(children);
    const phaseOut = federal.phase_out.rate.calc(children);
    const ageOk = f.any('eitc_age_eligible_filer');
    const investment = f.get('eitc_relevant_investment_income');
    const dependent = f.get('head_is_dependent_elsewhere');
    const earned = f.get('filer_adjusted_earnings');
    const agi = f.get('adjusted_gross_income');
    const status = f.get('filing_status');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const eligible = investment[i]! <= p.max_investment_income_2020 && !dependent[i];
      if (!eligible || (children[i]! === 0 && !ageOk[i])) continue;
      const joint = status[i] === FILING_STATUS.codes.JOINT ? p.joint_bonus_2020 : 0;
      const phasedIn = Math.min(maximum[i]!, phaseIn[i]! * Math.max(0, earned[i]!));
      const income = Math.max(agi[i]!, earned[i]!);
      const reduction = phaseOut[i]! * Math.max(0, income - start[i]! - joint);
      out[i] = Math.max(0, Math.min(phasedIn, maximum[i]! - reduction));
    }
    return out;
  },
});
