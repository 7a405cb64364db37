import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Annual standard allowance: single or joint, lower when the claimant (both joint claimants) is under 25. */
export const uc_standard_allowance = defineUkVariable({
  id: 'uc_standard_allowance',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC standard allowance',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/36',
  formula: (f) => {
    const adults = f.sum('is_adult');
    const older = f.sum('is_adult', { mask: 'uc_is_25_or_over' });
    const sa = f.p.gov.dwp.universal_credit.standard_allowance.amount;
    return perRow(f, (i) => {
      const monthly =
        adults[i]! >= 2
          ? older[i]! > 0
            ? sa.couple_old
            : sa.couple_young
          : older[i]! > 0
            ? sa.single_old
            : sa.single_young;
      return monthly * 12;
    });
  },
});
