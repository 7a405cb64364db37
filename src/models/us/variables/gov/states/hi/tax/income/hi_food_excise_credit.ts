import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Hawaii refundable food/excise tax credit (Form N-311; HRS 235-55.85): the amount for the federal
 * AGI and filing status (single filers and separate returns on the shorter table) for each member of
 * the tax unit; none for a filer claimed as another's dependent.
 */
export const hi_food_excise_credit = defineUsVariable({
  id: 'hi_food_excise_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii food/excise tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference:
    'https://www.capitol.hawaii.gov/hrscurrent/Vol04_Ch0201-0257/HRS0235/HRS_0235-0055_0085.htm',
  formula: (f) => {
    const p = f.p.gov.states.hi.tax.income.credits.food_excise;
    const agi = f.get('adjusted_gross_income');
    const single = p.single.calc(agi);
    const joint = p.joint.calc(agi);
    const status = f.get('filing_status');
    const size = f.get('tax_unit_size');
    const dependent = f.get('head_is_dependent_elsewhere');
    const { SINGLE, SEPARATE } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (dependent[i]) continue;
      const shorter = status[i] === SINGLE || status[i] === SEPARATE;
      out[i] = size[i]! * (shorter ? single[i]! : joint[i]!);
    }
    return out;
  },
});
