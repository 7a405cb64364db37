import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A joint return on which each spouse has at least $500 of qualifying income — wages,
 * self-employment income, pensions — and whose Ohio MAGI is within the limit (R.C. 5747.05(E)).
 */
export const oh_joint_filing_credit_eligible = defineUsVariable({
  id: 'oh_joint_filing_credit_eligible',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Ohio joint filing credit eligible',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.05',
  formula: (f) => {
    const p = f.p.gov.states.oh.tax.income;
    const status = f.get('filing_status');
    const magi = f.get('oh_agi');
    const filers = f.count({ mask: 'is_tax_unit_head_or_spouse' });
    const qualifying = f.count({ mask: 'oh_joint_filing_qualifying_filer' });
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        status[i] === FILING_STATUS.codes.JOINT &&
        filers[i] === 2 &&
        qualifying[i] === 2 &&
        magi[i]! <= p.exemption.magi_limit
          ? 1
          : 0;
    return out;
  },
});
