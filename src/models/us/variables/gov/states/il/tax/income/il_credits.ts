import { defineUsVariable } from '../../../../../us-variable.js';

const IL = { variable: 'state_code', values: ['IL'] } as const;

/**
 * Illinois earned income credit (Schedule IL-E/EIC Step 4), refundable: 20% of the federal credit
 * figured with Illinois' age rule, under which a filer without a qualifying child qualifies from
 * age 18 with no upper age (35 ILCS 5/212); the federal credit's other tests apply.
 */
export const il_eitc = defineUsVariable({
  id: 'il_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois earned income credit',
  unit: 'currency-USD',
  definedFor: IL,
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K212',
  formula: (f) => {
    const p = f.p.gov.states.il.tax.income.credits;
    const limit = f.p.gov.irs.credits.eitc.phase_out.max_investment_income;
    const claims = f.get('takes_up_eitc');
    const children = f.get('eitc_child_count');
    const investment = f.get('eitc_relevant_investment_income');
    const dependent = f.get('head_is_dependent_elsewhere');
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const maximum = f.get('eitc_maximum');
    const phasedIn = f.get('eitc_phased_in');
    const reduction = f.get('eitc_reduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const ageOk = children[i]! > 0 || oldest[i]! >= p.eitc_childless_min_age;
      if (!claims[i] || dependent[i] || investment[i]! > limit || !ageOk) continue;
      const federal = Math.max(0, Math.min(phasedIn[i]!, maximum[i]! - reduction[i]!));
      out[i] = federal * p.eitc_match;
    }
    return out;
  },
});

/**
 * Illinois child tax credit (Schedule IL-E/EIC Step 5), refundable: a share of the Illinois earned
 * income credit for a filer with a qualifying child under 12 (35 ILCS 5/244), from 2024.
 */
export const il_ctc = defineUsVariable({
  id: 'il_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois child tax credit',
  unit: 'currency-USD',
  definedFor: IL,
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K244',
  formulas: {
    '2024-01-01': (f) => {
      const p = f.p.gov.states.il.tax.income.credits;
      const eitc = f.get('il_eitc');
      const young = f.any('il_ctc_child');
      const out = f.zeros();
      for (let i = 0; i < f.size; i += 1) if (young[i]) out[i] = eitc[i]! * p.ctc_rate;
      return out;
    },
  },
});

/** An EITC qualifying child under the Illinois child tax credit's age limit. */
export const il_ctc_child = defineUsVariable({
  id: 'il_ctc_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Illinois child tax credit child',
  definedFor: IL,
  formula: (f) => {
    const limit = f.p.gov.states.il.tax.income.credits.ctc_age_limit;
    const qualifying = f.get('is_eitc_qualifying_child');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = qualifying[i] && age[i]! < limit ? 1 : 0;
    return out;
  },
});

/** Illinois refundable credits: the earned income credit and the child tax credit. */
export const il_refundable_credits = defineUsVariable({
  id: 'il_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois refundable credits',
  unit: 'currency-USD',
  definedFor: IL,
  formula: (f) => {
    const eitc = f.get('il_eitc');
    const ctc = f.get('il_ctc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + ctc[i]!;
    return out;
  },
});

/** Illinois income tax: tax after non-refundable credits less refundable credits (may be negative). */
export const il_income_tax = defineUsVariable({
  id: 'il_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois income tax',
  unit: 'currency-USD',
  definedFor: IL,
  formula: (f) => {
    const tax = f.get('il_income_tax_before_refundable_credits');
    const credits = f.get('il_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});

/**
 * Illinois use tax from the IL-1040 line 20 table, as if no purchase records were kept: the table
 * amount by federal AGI up to $100,000, and 0.05% of AGI above it.
 */
export const il_use_tax = defineUsVariable({
  id: 'il_use_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois use tax',
  unit: 'currency-USD',
  definedFor: IL,
  reference:
    'https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/incometax/documents/2024/individual/il-1040-instr.pdf#page=10',
  formula: (f) => {
    const p = f.p.gov.states.il.tax.income.use_tax;
    const agi = f.get('adjusted_gross_income');
    const table = p.table.calc(agi);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! > p.table_limit ? agi[i]! * p.rate_over_table : table[i]!;
    return out;
  },
});

/**
 * Illinois income tax withheld (estimate for the SALT deduction): 4.95% of the filer's part of
 * federal AGI less one exemption allowance, as an employer withholds (IL-W-4).
 */
export const il_withheld_income_tax = defineUsVariable({
  id: 'il_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Illinois income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: IL,
  reference: 'https://tax.illinois.gov/forms/withholding.html',
  formula: (f) => {
    const p = f.p.gov.states.il.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - p.exemption.personal) * p.rate;
    return out;
  },
});
