import { defineUsVariable } from '../../../us-variable.js';
import { WIC_FOOD_PACKAGE } from './wic_food_package.js';

/**
 * Eligible for WIC in the month: an infant or a child under 5 in a family that meets the income test
 * or is adjunctively eligible (42 U.S.C. 1786(d)(2); 7 CFR 246.7(c)). Nutritional risk, the last
 * condition, is taken as met.
 */
export const is_wic_eligible = defineUsVariable({
  id: 'is_wic_eligible',
  entity: 'person',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for WIC',
  reference: [
    'https://www.law.cornell.edu/uscode/text/42/1786#d_2',
    'https://www.law.cornell.edu/cfr/text/7/246.7#c',
  ],
  formula: (f) => {
    const pkg = f.get('wic_food_package', String(f.year));
    const income = f.get('meets_wic_income_test');
    const categorical = f.get('meets_wic_categorical_eligibility');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        pkg[i] !== WIC_FOOD_PACKAGE.codes.NONE && (income[i] !== 0 || categorical[i] !== 0) ? 1 : 0;
    return out;
  },
});
