import { defineEnum } from '../../../../../../engine/index.js';
import { defineUsVariable } from '../../../us-variable.js';

/**
 * WIC food packages of infants and children (7 CFR 246.10(e)): infants under 1 (packages I and II,
 * valued at their average), children aged 12 to 23 months (IV-A) and 24 to 59 months (IV-B).
 */
export const WIC_FOOD_PACKAGE = defineEnum('wic_food_package', [
  'NONE',
  'INFANT',
  'CHILD_12_23_MONTHS',
  'CHILD_24_59_MONTHS',
] as const);

/**
 * The WIC food package a person's category and age call for: infants and children under 5 (42 U.S.C.
 * 1786(b)). Pregnant, postpartum and breastfeeding women are categories too, but the model has no
 * pregnancy or breastfeeding input, so they are not assigned here.
 */
export const wic_food_package = defineUsVariable({
  id: 'wic_food_package',
  entity: 'person',
  valueType: 'enum',
  enum: WIC_FOOD_PACKAGE,
  default: 'NONE',
  period: 'year',
  label: 'WIC food package',
  reference: [
    'https://www.law.cornell.edu/uscode/text/42/1786#b',
    'https://www.law.cornell.edu/cfr/text/7/246.10#e',
  ],
  formula: (f) => {
    const age = f.get('age');
    const out = new Int32Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const a = age[i]!;
      out[i] =
        a < 1
          ? WIC_FOOD_PACKAGE.codes.INFANT
          : a < 2
            ? WIC_FOOD_PACKAGE.codes.CHILD_12_23_MONTHS
            : a < 5
              ? WIC_FOOD_PACKAGE.codes.CHILD_24_59_MONTHS
              : WIC_FOOD_PACKAGE.codes.NONE;
    }
    return out;
  },
});
