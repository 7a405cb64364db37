import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/**
 * The annual housing cost contribution this person, as a non-dependant, brings to the rent of the
 * household head's benefit unit: an adult of another benefit unit of the household, 21 or over,
 * who neither gets a disability benefit or Carer's Allowance (the inputs standing for them), nor
 * Pension Credit, nor is responsible for a child under 5 (Schedule 4 paragraphs 13, 14 and 16).
 * Being in prison or deployed with the armed forces, also exceptions, are not inputs.
 */
export const uc_non_dependant_contribution = defineUkVariable({
  id: 'uc_non_dependant_contribution',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'UC non-dependant housing cost contribution',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/schedule/4',
  formula: (f) => {
    const p = f.p.gov.dwp.universal_credit.elements.housing.non_dependant_contribution;
    const age = f.get('age');
    const adult = f.get('is_adult');
    const claimantUnit = f.get('is_household_head_benunit');
    const disabled = f.get('is_disabled_for_benefits');
    const severely = f.get('is_severely_disabled_for_benefits');
    const carer = f.get('is_carer_for_benefits');
    const pensionCredit = f.get('pension_credit');
    const youngChild = f.get('uc_non_dependant_young_child');
    return perRow(f, (i) => {
      const exempt =
        !adult[i] ||
        claimantUnit[i] ||
        age[i]! < p.age_threshold ||
        disabled[i] ||
        severely[i] ||
        carer[i] ||
        pensionCredit[i]! > 0 ||
        youngChild[i];
      return exempt ? 0 : 12 * p.amount;
    });
  },
});
