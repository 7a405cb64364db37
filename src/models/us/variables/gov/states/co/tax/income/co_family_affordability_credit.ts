import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Colorado family affordability tax credit, refundable (C.R.S. 39-22-130, DR 0104CN Section C): for
 * each dependent child under 17, the base amount (75% of it from age 6), reduced by 6.875% for each
 * started $5,000 of federal AGI above the start for the filing status.
 */
export const co_family_affordability_credit = defineUsVariable({
  id: 'co_family_affordability_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado family affordability credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://tax.colorado.gov/sites/tax/files/documents/DR0104CN_2024.pdf#page=3',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.credits.family_affordability;
    const agi = f.get('adjusted_gross_income');
    const start = f.lookup(p.reduction_start, f.get('filing_status'), FILING_STATUS);
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const share = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1) {
      if (!dependent[i] || age[i]! >= p.age_limit) continue;
      share[i] = age[i]! < p.younger_age_limit ? 1 : p.older_child_share;
    }
    const shares = f.aggregate(share, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - start[i]!) / p.reduction_increment);
      const kept = 1 - Math.min(1, steps * p.reduction_rate);
      out[i] = p.amount * shares[i]! * kept;
    }
    return out;
  },
});
