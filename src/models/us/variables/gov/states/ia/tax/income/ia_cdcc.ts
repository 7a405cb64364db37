import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa child and dependent care credit (Iowa Code 422.12C; IA 1040 line 24): the federal credit before its tax limit times the share for the Iowa taxable income, refundable. */
export const ia_cdcc = defineUsVariable({
  id: 'ia_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.12C.pdf',
  formula: (f) => {
    const share = f.p.gov.states.ia.tax.income.credits.cdcc_match.calc(f.get('ia_taxable_income'));
    const federal = f.get('cdcc_potential');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = share[i]! * federal[i]!;
    return out;
  },
});
