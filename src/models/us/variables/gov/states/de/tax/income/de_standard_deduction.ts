import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Delaware standard deduction of the return (30 Del. C. 1108): the joint or single amount, plus
 * the additional amount for each filer or spouse aged 65 or over and each one blind.
 */
export const de_standard_deduction = defineUsVariable({
  id: 'de_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => {
    const p = f.p.gov.states.de.tax.income;
    const status = f.get('filing_status');
    const additional = f.sum('de_additional_standard_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const base =
        status[i] === FILING_STATUS.codes.JOINT
          ? p.deductions.standard.joint
          : p.deductions.standard.single;
      out[i] = base + additional[i]!;
    }
    return out;
  },
});
