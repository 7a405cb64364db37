import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Bedrooms the size criteria allow: 0 shared accommodation (a single claimant under 35 without children), else one for the claimants plus one per two children under 16 (at most three). */
export const LHA_category = defineUkVariable({
  id: 'LHA_category',
  entity: 'benunit',
  valueType: 'int',
  period: 'year',
  label: 'LHA bedroom category',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/schedule/4',
  formula: (f) => {
    const adults = f.sum('is_adult');
    const young = f.sum('is_child', { mask: 'uc_lha_young_child' });
    const children = f.sum('is_child');
    const age = f.max('age', { mask: 'is_adult' });
    const limit = f.p.gov.dwp.lha.shared_age_limit;
    return perRow(f, (i) => {
      if (adults[i] === 1 && children[i] === 0 && age[i]! < limit) return 0;
      return Math.min(3, 1 + Math.ceil(young[i]! / 2));
    });
  },
});
