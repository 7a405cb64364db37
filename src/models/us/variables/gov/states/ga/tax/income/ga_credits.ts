import { defineUsVariable, type UsFormulaContext } from '../../../../../us-variable.js';

const GA = { variable: 'state_code', values: ['GA'] } as const;

/** Each Georgia non-refundable credit before the tax limit, in the order they are applied. */
const ORDER = [
  'ga_cdcc_potential',
  'ga_low_income_credit_potential',
  'ga_ctc_potential',
  'ga_itemizer_credit_potential',
] as const;

/** The credit at position `k` of {@link ORDER} as applied: what is left of the tax after the earlier ones. */
function applied(f: UsFormulaContext, k: number): Float64Array {
  const tax = f.get('ga_income_tax_before_non_refundable_credits');
  const left = Float64Array.from(tax);
  let out = f.zeros();
  for (let j = 0; j <= k; j += 1) {
    const credit = f.get(ORDER[j]!);
    out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      out[i] = Math.max(0, Math.min(credit[i]!, left[i]!));
      left[i] = left[i]! - out[i]!;
    }
  }
  return out;
}

function money(
  id: string,
  label: string,
  formula: (f: UsFormulaContext) => Float64Array,
  reference?: string,
) {
  return defineUsVariable({
    id,
    entity: 'tax_unit',
    valueType: 'float',
    period: 'year',
    label,
    unit: 'currency-USD',
    definedFor: GA,
    reference,
    formula,
  });
}

/** Georgia child and dependent care credit before the tax limit: 30% of the federal credit (O.C.G.A. 48-7-29.10). */
export const ga_cdcc_potential = money(
  'ga_cdcc_potential',
  'Georgia child and dependent care credit (before the tax limit)',
  (f) => {
    const rate = f.p.gov.states.ga.tax.income.credits.cdcc_rate;
    const federal = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = federal[i]! * rate;
    return out;
  },
  'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-29-10/',
);

/**
 * Georgia low income credit before the tax limit (O.C.G.A. 48-7A-3(c)): the amount for federal AGI
 * (under $20,000) times the exemptions — filers and dependents — plus one for each filer aged 65.
 */
export const ga_low_income_credit_potential = money(
  'ga_low_income_credit_potential',
  'Georgia low income credit (before the tax limit)',
  (f) => {
    const p = f.p.gov.states.ga.tax.income.credits;
    const amount = p.low_income.calc(f.get('adjusted_gross_income'));
    const people = f.count();
    const aged = f.sum('ga_low_income_aged_filer');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = amount[i]! * (people[i]! + aged[i]!);
    return out;
  },
  'https://law.justia.com/codes/georgia/title-48/chapter-7a/section-48-7a-3/',
);

/** A head or spouse aged 65 or more (one more exemption for the low income credit). */
export const ga_low_income_aged_filer = defineUsVariable({
  id: 'ga_low_income_aged_filer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Georgia low income credit aged filer',
  definedFor: GA,
  formula: (f) => {
    const age = f.p.gov.states.ga.tax.income.credits.low_income_age;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const years = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = filer[i] && years[i]! >= age ? 1 : 0;
    return out;
  },
});

/** Georgia child tax credit before the tax limit: $250 per federal CTC child under 6, from 2025. */
export const ga_ctc_potential = money(
  'ga_ctc_potential',
  'Georgia child tax credit (before the tax limit)',
  (f) => {
    const p = f.p.gov.states.ga.tax.income.credits;
    const child = f.members('ctc_qualifying_child');
    const age = f.members('age');
    const young = new Float64Array(child.length);
    for (let i = 0; i < child.length; i += 1)
      young[i] = child[i] && age[i]! < p.ctc_age_limit ? 1 : 0;
    const count = f.aggregate(young, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = count[i]! * p.ctc_amount;
    return out;
  },
  'https://legiscan.com/GA/text/HB136/id/3204611/Georgia-2025-HB136-Enrolled.pdf#page=2',
);

/** Georgia itemizer credit before the tax limit: $300 per filer of a return that itemizes (2024 on). */
export const ga_itemizer_credit_potential = money(
  'ga_itemizer_credit_potential',
  'Georgia itemizer credit (before the tax limit)',
  (f) => {
    const amount = f.p.gov.states.ga.tax.income.credits.itemizer_amount;
    const itemizes = f.get('tax_unit_itemizes');
    const filers = f.sum('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) if (itemizes[i]) out[i] = amount * filers[i]!;
    return out;
  },
  'https://law.justia.com/codes/georgia/2022/title-48/chapter-7/article-2/section-48-7-29-23/',
);

/** Georgia child and dependent care credit as applied (first against the tax). */
export const ga_cdcc = money('ga_cdcc', 'Georgia child and dependent care credit', (f) =>
  applied(f, 0),
);

/** Georgia child tax credit as applied (after the care and low income credits). */
export const ga_ctc = money('ga_ctc', 'Georgia child tax credit', (f) => applied(f, 2));

/** Georgia non-refundable credits, all applied: at most the tax. */
export const ga_non_refundable_credits = money(
  'ga_non_refundable_credits',
  'Georgia non-refundable credits',
  (f) => {
    const tax = f.get('ga_income_tax_before_non_refundable_credits');
    const out = f.zeros();
    for (const id of ORDER) {
      const credit = f.get(id);
      for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + credit[i]!;
    }
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(out[i]!, Math.max(0, tax[i]!));
    return out;
  },
);

/** Georgia income tax after non-refundable credits. */
export const ga_income_tax_before_refundable_credits = money(
  'ga_income_tax_before_refundable_credits',
  'Georgia income tax before refundable credits',
  (f) => {
    const tax = f.get('ga_income_tax_before_non_refundable_credits');
    const credits = f.get('ga_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
);

/** Georgia refundable credits: none modelled (the surplus tax rebates are one-off payments, not credits): 0. */
export const ga_refundable_credits = money(
  'ga_refundable_credits',
  'Georgia refundable credits',
  (f) => f.zeros(),
);

/** Georgia income tax. */
export const ga_income_tax = money('ga_income_tax', 'Georgia income tax', (f) => {
  const tax = f.get('ga_income_tax_before_refundable_credits');
  const credits = f.get('ga_refundable_credits');
  const out = f.zeros();
  for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
  return out;
});

/**
 * Georgia income tax withheld (estimate for the SALT deduction): the rate on the filer's part of
 * federal AGI less the single standard deduction.
 */
export const ga_withheld_income_tax = defineUsVariable({
  id: 'ga_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Georgia income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: GA,
  reference: 'https://dor.georgia.gov/withholding-tax',
  formula: (f) => {
    const p = f.p.gov.states.ga.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - p.deductions.standard.SINGLE) * p.rate;
    return out;
  },
});
