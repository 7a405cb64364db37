import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

const GA = { variable: 'state_code', values: ['GA'] } as const;
const STATUTE =
  'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-27/';

/** Georgia standard deduction by filing status (O.C.G.A. 48-7-27(a)(1)). */
export const ga_standard_deduction = defineUsVariable({
  id: 'ga_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia standard deduction',
  unit: 'currency-USD',
  definedFor: GA,
  reference: STATUTE,
  formula: (f) =>
    f.lookup(
      f.p.gov.states.ga.tax.income.deductions.standard,
      f.get('filing_status'),
      FILING_STATUS,
    ),
});

/** Georgia itemized deductions: the federal itemized deductions (Schedule A before the overall limit). */
export const ga_itemized_deductions = defineUsVariable({
  id: 'ga_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia itemized deductions',
  unit: 'currency-USD',
  definedFor: GA,
  reference: STATUTE,
  formula: (f) => Float64Array.from(f.get('itemized_taxable_income_deductions')),
});

/**
 * Georgia taxable net income (Form 500 line 15): Georgia AGI less the deduction — itemized when the
 * federal return itemizes, the Georgia standard deduction otherwise (O.C.G.A. 48-7-27(a)(1)) —
 * and $4,000 for each dependent (48-7-26), not below 0.
 */
export const ga_taxable_income = defineUsVariable({
  id: 'ga_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia taxable income',
  unit: 'currency-USD',
  definedFor: GA,
  reference: STATUTE,
  formula: (f) => {
    const exemption = f.p.gov.states.ga.tax.income.deductions.dependent_exemption;
    const agi = f.get('ga_agi');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('ga_itemized_deductions');
    const standard = f.get('ga_standard_deduction');
    const dependents = f.get('tax_unit_count_dependents');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const deduction = itemizes[i] ? itemized[i]! : standard[i]!;
      out[i] = Math.max(0, agi[i]! - deduction - dependents[i]! * exemption);
    }
    return out;
  },
});

/** Georgia income tax before credits: the flat rate on taxable income (O.C.G.A. 48-7-20). */
export const ga_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'ga_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia income tax before credits',
  unit: 'currency-USD',
  definedFor: GA,
  reference: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-20/',
  formula: (f) => {
    const rate = f.p.gov.states.ga.tax.income.rate;
    const income = f.get('ga_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! * rate;
    return out;
  },
});
