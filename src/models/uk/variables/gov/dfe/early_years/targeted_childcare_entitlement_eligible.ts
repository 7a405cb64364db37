import { defineUkVariable, perRow } from '../../../uk-variable.js';

/**
 * A unit in England whose 2-year-old has the targeted entitlement: on Universal Credit with
 * earned income (as UC counts it) up to the limit, or on the guarantee credit of Pension Credit.
 * The other qualifying benefits (income-based JSA, income-related ESA, Income Support, child tax
 * credit without working tax credit) are not modelled.
 */
export const targeted_childcare_entitlement_eligible = defineUkVariable({
  id: 'targeted_childcare_entitlement_eligible',
  entity: 'benunit',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for the targeted 2-year-old entitlement',
  reference: 'https://www.legislation.gov.uk/uksi/2018/146/regulation/2/made',
  formula: (f) => {
    const england = f.get('in_england');
    const uc = f.get('universal_credit');
    const earned = f.get('uc_earned_income');
    const guarantee = f.get('guarantee_credit');
    const limit = f.p.gov.dfe.early_years.targeted.uc_earned_income_limit;
    return perRow(f, (i) =>
      england[i] && ((uc[i]! > 0 && earned[i]! <= limit) || guarantee[i]! > 0) ? 1 : 0,
    );
  },
});
