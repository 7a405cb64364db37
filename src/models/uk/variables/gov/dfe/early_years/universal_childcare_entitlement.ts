import { defineUkVariable } from '../../../uk-variable.js';

/** The yearly value of the universal 15 hours for each 3- and 4-year-old of a unit in England: 570 hours at the funding rate. */
export const universal_childcare_entitlement = defineUkVariable({
  id: 'universal_childcare_entitlement',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Universal childcare entitlement',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2014/2147/contents',
  formula: (f) => {
    const england = f.get('in_england');
    const age = f.members('age');
    const rate = f.members('early_years_funding_rate');
    const unit = f.memberIndex();
    const e = f.p.gov.dfe.early_years;
    const out = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      const row = unit[j]!;
      if (!england[row] || age[j]! < e.universal.min_age || age[j]! >= e.universal.max_age)
        continue;
      out[row] = out[row]! + e.universal.hours * rate[j]!;
    }
    return out;
  },
});
