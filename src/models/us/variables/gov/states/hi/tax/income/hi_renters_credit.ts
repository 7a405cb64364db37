import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii low-income household renters credit, refundable (Schedule CR; HRS 235-55.7): $50 for each
 * exemption (the aged filers' additional ones included) where Hawaii AGI is under $30,000 and more
 * than $1,000 of rent was paid in the year; none for a filer claimed as another's dependent.
 */
export const hi_renters_credit = defineUsVariable({
  id: 'hi_renters_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii low-income household renters credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0055_0007.htm',
  formula: (f) => {
    const p = f.p.gov.states.hi.tax.income.credits.renters;
    const agi = f.get('hi_agi');
    const rent = f.sum('rent');
    const count = f.get('hi_exemption_count');
    const dependent = f.get('head_is_dependent_elsewhere');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (!dependent[i] && agi[i]! < p.agi_limit && rent[i]! > p.rent_minimum)
        out[i] = p.amount * count[i]!;
    return out;
  },
});
