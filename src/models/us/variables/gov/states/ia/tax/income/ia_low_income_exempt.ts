import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Whether the Iowa low-income exemption applies (Iowa Code 422.5(3)): net income at or below the
 * limit for single filers or for the other statuses, higher when the filer or spouse is 65 or more.
 */
export const ia_low_income_exempt = defineUsVariable({
  id: 'ia_low_income_exempt',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Iowa low-income exemption applies',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.5.pdf',
  formula: (f) => {
    const p = f.p.gov.states.ia.tax.income;
    const limits = p.exemption.income_limit;
    const income = f.get('ia_net_income');
    const status = f.get('filing_status');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const unit = f.memberIndex();
    const aged = new Uint8Array(f.size);
    for (let j = 0; j < unit.length; j += 1)
      if (filer[j] && age[j]! >= p.credits.aged_age) aged[unit[j]!] = 1;
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const single = status[i] === FILING_STATUS.codes.SINGLE;
      const limit = aged[i]
        ? single
          ? limits.single_aged
          : limits.other_aged
        : single
          ? limits.single
          : limits.other;
      out[i] = income[i]! <= limit ? 1 : 0;
    }
    return out;
  },
});
