import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina Family Independence monthly payment standard, the most a family with no countable
 * income receives: the need standard times the ratable reduction, rounded down to a whole dollar
 * (S.C. Code Regs. 114-1140(A)(3), (4); SC DSS TANF Policy Manual Section 8.15).
 */
export const sc_tanf_payment_standard = defineUsVariable({
  id: 'sc_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'South Carolina Family Independence payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: [
    'https://regulations.justia.com/states/south-carolina/chapter-114/article-11/section-114-1140',
    'https://dss.sc.gov/media/ojqddxsk/tanf-policy-manual-volume-65.pdf#page=131',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.sc.dss.tanf.ratable_reduction;
    return f.get('sc_tanf_need_standard').map((need) => Math.floor(need * rate + 1e-9));
  },
});
