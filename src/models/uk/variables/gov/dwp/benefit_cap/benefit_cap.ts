import { REGION } from '../../../enums.js';
import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Annual cap: the London or other amount, for a single claimant without children or for a family. */
export const benefit_cap = defineUkVariable({
  id: 'benefit_cap',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Benefit cap',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/80A',
  formula: (f) => {
    const region = f.get('region');
    const adults = f.get('benunit_adults');
    const children = f.get('benunit_children');
    const cap = f.p.gov.dwp.benefit_cap;
    return perRow(f, (i) => {
      const area = region[i] === REGION.codes.LONDON ? cap.london : cap.elsewhere;
      return adults[i] === 1 && children[i] === 0 ? area.single : area.family;
    });
  },
});
