import { defineUsVariable } from '../../../../../us-variable.js';

const PA = { variable: 'state_code', values: ['PA'] } as const;

/** Working Pennsylvanians Tax Credit: a refundable 10% of the federal EITC, from 2025. */
export const pa_eitc = defineUsVariable({
  id: 'pa_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Working Pennsylvanians Tax Credit',
  unit: 'currency-USD',
  definedFor: PA,
  reference: 'https://www.palegis.us/legislation/bills/text/PDF/2025/0/HB0416/PN2576#page=50',
  formulas: {
    '2025-01-01': (f) => {
      const match = f.p.gov.states.pa.tax.income.credits.eitc_match;
      const eitc = f.get('eitc');
      const out = f.zeros();
      for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! * match;
      return out;
    },
  },
});

/**
 * Pennsylvania's refundable Child and Dependent Care Enhancement credit (PA-40 Schedule DC): a
 * share of the federal credit before the federal tax limit (Form 2441 line 9a).
 */
export const pa_cdcc = defineUsVariable({
  id: 'pa_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania child and dependent care credit',
  unit: 'currency-USD',
  definedFor: PA,
  reference:
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/pit/documents/2024/2024_pa-40dc.pdf',
  formula: (f) => {
    const match = f.p.gov.states.pa.tax.income.credits.cdcc_match;
    const federal = f.get('cdcc_potential');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * match;
    return out;
  },
});

/** Pennsylvania refundable credits: the dependent care credit and the Working Pennsylvanians credit. */
export const pa_refundable_credits = defineUsVariable({
  id: 'pa_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania refundable credits',
  unit: 'currency-USD',
  definedFor: PA,
  formula: (f) => {
    const cdcc = f.get('pa_cdcc');
    const eitc = f.get('pa_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = cdcc[i]! + eitc[i]!;
    return out;
  },
});

/** Pennsylvania income tax: the tax after forgiveness less refundable credits (may be negative). */
export const pa_income_tax = defineUsVariable({
  id: 'pa_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania income tax',
  unit: 'currency-USD',
  definedFor: PA,
  formula: (f) => {
    const tax = f.get('pa_income_tax_before_refundable_credits');
    const credits = f.get('pa_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
