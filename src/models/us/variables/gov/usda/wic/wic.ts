import { defineUsVariable } from '../../../us-variable.js';
import { WIC_FOOD_PACKAGE } from './wic_food_package.js';

/** The month whose prices the food package costs (gov.usda.wic.food_package_cost) are in. */
const COST_PRICE_MONTH = '2018-01-01';

/**
 * Monthly value of WIC for an eligible participant, with full take-up: the average cost of the
 * participant's food package, carried from 2018 prices by the CPI-U; from fiscal year 2024 a child's
 * package carries the current cash-value benefit in place of the 2018 one.
 */
export const wic = defineUsVariable({
  id: 'wic',
  entity: 'person',
  valueType: 'float',
  period: 'month',
  label: 'WIC',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/cfr/text/7/246.10#e',
    'https://www.fns.usda.gov/wic/food-packages',
  ],
  formula: (f) => {
    const p = f.p.gov.usda.wic;
    const base = f.parametersAt(COST_PRICE_MONTH).gov.usda.wic.price_index;
    const prices = p.price_index / base;
    const cost = p.food_package_cost;
    const childCvb = p.cvb.replaces_2018_amount
      ? p.cvb.child - p.cvb.child_in_2018_cost * prices
      : 0;
    const codes = WIC_FOOD_PACKAGE.codes;
    const byPackage: number[] = [];
    byPackage[codes.NONE] = 0;
    byPackage[codes.INFANT] = cost.INFANT * prices;
    byPackage[codes.CHILD_12_23_MONTHS] = cost.CHILD_12_23_MONTHS * prices + childCvb;
    byPackage[codes.CHILD_24_59_MONTHS] = cost.CHILD_24_59_MONTHS * prices + childCvb;
    const pkg = f.get('wic_food_package', String(f.year));
    const eligible = f.get('is_wic_eligible');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = eligible[i] ? byPackage[pkg[i]!]! : 0;
    return out;
  },
});
