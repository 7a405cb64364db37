import { defineUkVariable } from '../../../uk-variable.js';

/** The yearly value of the targeted 15 hours for each 2-year-old of an eligible unit: 570 hours at the 2-year-old funding rate. */
export const targeted_childcare_entitlement = defineUkVariable({
  id: 'targeted_childcare_entitlement',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Targeted childcare entitlement',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2014/2147/contents',
  formula: (f) => {
    const eligible = f.get('targeted_childcare_entitlement_eligible');
    const age = f.members('age');
    const rate = f.members('early_years_funding_rate');
    const unit = f.memberIndex();
    const t = f.p.gov.dfe.early_years.targeted;
    const out = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      const row = unit[j]!;
      if (!eligible[row] || Math.floor(age[j]!) !== t.age) continue;
      out[row] = out[row]! + t.hours * rate[j]!;
    }
    return out;
  },
});
