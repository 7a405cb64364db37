import { defineUsVariable } from '../../../../../us-variable.js';

/** A head or spouse with the qualifying income the Ohio joint filing credit asks of each spouse. */
export const oh_joint_filing_qualifying_filer = defineUsVariable({
  id: 'oh_joint_filing_qualifying_filer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Ohio joint filing credit qualifying spouse',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.05',
  formula: (f) => {
    const min = f.p.gov.states.oh.tax.income.credits.joint_filing_min_income;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const earned = f.get('earned_income');
    const pension = f.get('taxable_pension_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = filer[i] && earned[i]! + pension[i]! >= min ? 1 : 0;
    return out;
  },
});
