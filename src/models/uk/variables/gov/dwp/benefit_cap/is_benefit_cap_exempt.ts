import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** A claimant over state pension age, with limited capability for work, a carer, a disabled member, or earnings at or above the exemption. */
export const is_benefit_cap_exempt = defineUkVariable({
  id: 'is_benefit_cap_exempt',
  entity: 'benunit',
  valueType: 'bool',
  period: 'year',
  label: 'Exempt from the benefit cap',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/82',
  formula: (f) => {
    const pensioner = f.any('is_SP_age', { mask: 'is_adult' });
    const lcwra = f.any('uc_limited_capability_for_WRA');
    const carer = f.any('is_carer_for_benefits');
    const disabled = f.any('is_disabled_for_benefits');
    const earned = f.get('uc_earned_income');
    const threshold = f.p.gov.dwp.benefit_cap.earnings_exemption * 12;
    return perRow(f, (i) =>
      pensioner[i] || lcwra[i] || carer[i] || disabled[i] || earned[i]! >= threshold ? 1 : 0,
    );
  },
});
