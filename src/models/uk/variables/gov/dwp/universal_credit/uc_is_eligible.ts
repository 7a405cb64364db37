import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Someone in the unit is under state pension age (mixed-age couples claim UC) and capital is within the limit. */
export const uc_is_eligible = defineUkVariable({
  id: 'uc_is_eligible',
  entity: 'benunit',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for Universal Credit',
  reference: 'https://www.legislation.gov.uk/ukpga/2012/5/section/4',
  formula: (f) => {
    const adults = f.sum('is_adult');
    const pensioners = f.sum('is_SP_age', { mask: 'is_adult' });
    const capital = f.sum('savings');
    const limit = f.p.gov.dwp.universal_credit.capital.upper_limit;
    return perRow(f, (i) => (adults[i]! > pensioners[i]! && capital[i]! <= limit ? 1 : 0));
  },
});
