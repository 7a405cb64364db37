import { defineUsVariable } from '../../../../../us-variable.js';

const PA = { variable: 'state_code', values: ['PA'] } as const;

/**
 * Pennsylvania Property Tax/Rent Rebate (PA-1000): for a claimant or spouse aged 65 or more, the
 * table amount for household income, at most the property tax paid plus 20% of rent. Widows and
 * widowers from 50 and people with a permanent disability also qualify, but neither status is an
 * input. Paid by the Department of Revenue apart from the income tax: it is not a tax credit.
 */
export const pa_property_tax_or_rent_rebate = defineUsVariable({
  id: 'pa_property_tax_or_rent_rebate',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania Property Tax/Rent Rebate',
  unit: 'currency-USD',
  definedFor: PA,
  reference: [
    'https://www.pa.gov/agencies/revenue/ptrr',
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/ptrr/documents/2025_pa-1000_inst.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.pa.tax.income.rebate;
    const income = f.get('pa_property_tax_or_rent_rebate_income');
    const aged = f.any('pa_rebate_aged_filer');
    const rent = f.sum('rent');
    const propertyTax = f.sum('real_estate_taxes');
    const table = p.amount.calc(income);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!aged[i]) continue;
      out[i] = Math.min(table[i]!, propertyTax[i]! + p.rent_share * rent[i]!);
    }
    return out;
  },
});

/** A head or spouse old enough for the rebate. */
export const pa_rebate_aged_filer = defineUsVariable({
  id: 'pa_rebate_aged_filer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Pennsylvania rebate: filer aged 65 or more',
  definedFor: PA,
  formula: (f) => {
    const age = f.p.gov.states.pa.tax.income.rebate.age;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const years = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = filer[i] && years[i]! >= age ? 1 : 0;
    return out;
  },
});

/**
 * Household income for the rebate (PA-1000 lines 1–11): federal AGI before above-the-line
 * deductions, with half of Social Security in place of its taxable part, plus tax-exempt interest.
 */
export const pa_property_tax_or_rent_rebate_income = defineUsVariable({
  id: 'pa_property_tax_or_rent_rebate_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Pennsylvania Property Tax/Rent Rebate income',
  unit: 'currency-USD',
  definedFor: PA,
  reference:
    'https://www.pa.gov/content/dam/copapwp-pagov/en/revenue/documents/formsandpublications/formsforindividuals/ptrr/documents/2025_pa-1000_inst.pdf#page=7',
  formula: (f) => {
    const share = f.p.gov.states.pa.tax.income.rebate.benefit_share;
    const agi = f.get('adjusted_gross_income');
    const ald = f.get('above_the_line_deductions');
    const taxable = f.get('tax_unit_taxable_social_security');
    const benefits = f.sum('social_security', { mask: 'is_tax_unit_head_or_spouse' });
    const exempt = f.sum('tax_exempt_interest_income', { mask: 'is_tax_unit_head_or_spouse' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! + ald[i]! - taxable[i]! + share * benefits[i]! + exempt[i]!);
    return out;
  },
});
