import { defineUsVariable } from '../../../us-variable.js';
import { povertyGuideline } from '../../benefit-vectors.js';

/**
 * Family income at most the reduced-price school meal limit (185%) of the poverty guideline
 * (42 U.S.C. 1786(d)(2)(A)(i)). Each year's guidelines apply from July (7 CFR 246.7(d)(1)); earlier
 * months use the previous year's.
 */
export const meets_wic_income_test = defineUsVariable({
  id: 'meets_wic_income_test',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Meets the WIC income test',
  reference: [
    'https://www.law.cornell.edu/uscode/text/42/1786#d_2_A',
    'https://www.law.cornell.edu/cfr/text/7/246.7#d_1',
  ],
  formula: (f) => {
    const year = f.year;
    const guidelineYear = f.fromMonth(f.p.gov.usda.wic.income.guidelines_month) ? year : year - 1;
    const fpg = povertyGuideline(f, f.get('spm_unit_size'), `${guidelineYear}-01-01`);
    const limit = f.p.gov.usda.school_meals.income.limit.REDUCED;
    const income = f.get('wic_countable_income', String(year));
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! <= limit * fpg[i]! ? 1 : 0;
    return out;
  },
});
