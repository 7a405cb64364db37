import { defineUsVariable } from '../../../us-variable.js';

/** Gross income at most 130% of the poverty guideline; households with an elderly or disabled member are exempt (7 U.S.C. 2014(c)(2)). */
export const meets_snap_gross_income_test = defineUsVariable({
  id: 'meets_snap_gross_income_test',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Meets the SNAP gross income test',
  reference: 'https://www.law.cornell.edu/uscode/text/7/2014#c',
  formula: (f) => {
    const limit = f.p.gov.usda.snap.income.limit.gross;
    const income = f.get('snap_gross_income');
    const fpg = f.get('snap_fpg');
    const exempt = f.get('has_usda_elderly_disabled');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = exempt[i] !== 0 || income[i]! <= limit * fpg[i]! ? 1 : 0;
    return out;
  },
});
