import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** The taper on earnings above the work allowance plus unearned income in full, at most the maximum amount. */
export const uc_income_reduction = defineUkVariable({
  id: 'uc_income_reduction',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC income reduction',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/22',
  formula: (f) => {
    const earned = f.get('uc_earned_income');
    const unearned = f.get('uc_unearned_income');
    const allowance = f.get('uc_work_allowance');
    const maximum = f.get('uc_maximum_amount');
    const taper = f.p.gov.dwp.universal_credit.taper;
    return perRow(f, (i) =>
      Math.min(maximum[i]!, taper * Math.max(0, earned[i]! - allowance[i]!) + unearned[i]!),
    );
  },
});
