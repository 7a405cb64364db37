import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska refundable child and dependent care credit (Form 2441N): for federal AGI up to $29,000, the table share (100% to $22,000, then 10 points less per $1,000) of the federal credit before its tax limit. */
export const ne_cdcc_refundable = defineUsVariable({
  id: 'ne_cdcc_refundable',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska refundable child care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2715.07',
  formula: (f) => {
    const p = f.p.gov.states.ne.tax.income.credits;
    const agi = f.get('adjusted_gross_income');
    const share = p.cdcc_refundable_match.calc(agi);
    const federal = f.get('cdcc_potential');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (agi[i]! <= p.cdcc_refundable_limit) out[i] = share[i]! * federal[i]!;
    return out;
  },
});
