import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

const IL = { variable: 'state_code', values: ['IL'] } as const;

/** Illinois net income (IL-1040 line 11): base income less exemptions, not below 0. */
export const il_taxable_income = defineUsVariable({
  id: 'il_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois net income',
  unit: 'currency-USD',
  definedFor: IL,
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K202',
  formula: (f) => {
    const base = f.get('il_base_income');
    const exemptions = f.get('il_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, base[i]! - exemptions[i]!);
    return out;
  },
});

/** Illinois income tax before credits (IL-1040 line 12): 4.95% of net income. */
export const il_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'il_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois income tax before credits',
  unit: 'currency-USD',
  definedFor: IL,
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K201',
  formula: (f) => {
    const rate = f.p.gov.states.il.tax.income.rate;
    const income = f.get('il_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = income[i]! * rate;
    return out;
  },
});

/**
 * Illinois property tax credit (Schedule ICR): 5% of the real-estate tax on the residence, at most
 * the tax; none above the exemption income limit (35 ILCS 5/208). The K-12 education expense
 * credit has no inputs.
 */
export const il_non_refundable_credits = defineUsVariable({
  id: 'il_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois non-refundable credits',
  unit: 'currency-USD',
  definedFor: IL,
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K208',
  formula: (f) => {
    const credit = f.get('il_property_tax_credit');
    const tax = f.get('il_income_tax_before_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(credit[i]!, tax[i]!);
    return out;
  },
});

/** The Illinois property tax credit before the limit at the tax. */
export const il_property_tax_credit = defineUsVariable({
  id: 'il_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois property tax credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: IL,
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K208',
  formula: (f) => {
    const p = f.p.gov.states.il.tax.income;
    const agi = f.get('adjusted_gross_income');
    const limit = f.lookup(p.exemption.income_limit, f.get('filing_status'), FILING_STATUS);
    const propertyTax = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (agi[i]! <= limit[i]!) out[i] = propertyTax[i]! * p.credits.property_tax_rate;
    return out;
  },
});

/** Illinois tax after non-refundable credits. */
export const il_income_tax_before_refundable_credits = defineUsVariable({
  id: 'il_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: IL,
  formula: (f) => {
    const tax = f.get('il_income_tax_before_non_refundable_credits');
    const credits = f.get('il_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});
