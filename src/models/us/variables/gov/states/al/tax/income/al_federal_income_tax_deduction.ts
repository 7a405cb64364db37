import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Alabama deduction for federal income tax (Form 40 line 13; Code of Alabama 40-18-15(a)(2)): the
 * federal income tax after non-refundable credits, with the net investment income tax, less the
 * refundable earned income and additional child tax credits; at least 0. The federal tax is the
 * one computed (its SALT deduction reads Alabama's withholding, not this tax).
 */
export const al_federal_income_tax_deduction = defineUsVariable({
  id: 'al_federal_income_tax_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alabama federal income tax deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
  formula: (f) => {
    const tax = f.get('income_tax_before_refundable_credits');
    const eitc = f.get('eitc');
    const ctc = f.get('refundable_ctc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - eitc[i]! - ctc[i]!);
    return out;
  },
});
