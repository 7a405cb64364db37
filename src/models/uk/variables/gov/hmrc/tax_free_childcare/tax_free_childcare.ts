import { defineUkVariable } from '../../../uk-variable.js';

/**
 * The government's yearly top-up of a unit's childcare accounts: for each child under the age
 * limit, 20% of what the family pays for the child's childcare (`childcare_expenses`), at most
 * £2,000; for working parents (`childcare_working_parents`) not on Universal Credit, anywhere in
 * the UK. The disabled child's higher limits are not modelled.
 */
export const tax_free_childcare = defineUkVariable({
  id: 'tax_free_childcare',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Tax-Free Childcare',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2014/28/contents',
  formula: (f) => {
    const working = f.get('childcare_working_parents');
    const uc = f.get('universal_credit');
    const child = f.members('is_child');
    const age = f.members('age');
    const expenses = f.members('childcare_expenses');
    const unit = f.memberIndex();
    const t = f.p.gov.hmrc.tax_free_childcare;
    const out = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      const row = unit[j]!;
      if (!working[row] || uc[row]! > 0 || !child[j] || age[j]! >= t.age_limit) continue;
      out[row] = out[row]! + Math.min(t.maximum, t.rate * expenses[j]!);
    }
    return out;
  },
});
