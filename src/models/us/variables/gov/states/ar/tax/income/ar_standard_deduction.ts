import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Arkansas standard deduction of the return (A.C.A. 26-51-430): the joint or the single amount. */
export const ar_standard_deduction = defineUsVariable({
  id: 'ar_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference:
    'https://law.justia.com/codes/arkansas/title-26/subtitle-5/chapter-51/subchapter-4/section-26-51-430/',
  formula: (f) => {
    const p = f.p.gov.states.ar.tax.income.deductions.standard;
    const status = f.get('filing_status');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = status[i] === FILING_STATUS.codes.JOINT ? p.joint : p.single;
    return out;
  },
});
