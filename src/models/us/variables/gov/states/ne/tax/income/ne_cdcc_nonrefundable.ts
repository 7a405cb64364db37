import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska child and dependent care credit above the refundable limit (Form 2441N): 25% of the federal credit for federal AGI over $29,000, non-refundable. */
export const ne_cdcc_nonrefundable = defineUsVariable({
  id: 'ne_cdcc_nonrefundable',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska non-refundable child care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2715.07',
  formula: (f) => {
    const p = f.p.gov.states.ne.tax.income.credits;
    const agi = f.get('adjusted_gross_income');
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (agi[i]! > p.cdcc_refundable_limit) out[i] = p.cdcc_nonrefundable_match * federal[i]!;
    return out;
  },
});
