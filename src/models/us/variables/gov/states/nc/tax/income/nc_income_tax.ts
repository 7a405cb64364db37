import { defineUsVariable } from '../../../../../us-variable.js';

const NC = { variable: 'state_code', values: ['NC'] } as const;

/**
 * North Carolina taxable income (D-400 line 14): federal AGI less the taxable part of Social
 * Security (G.S. 105-153.5(b)(8)), the larger of the standard and itemized deductions, and the
 * child deduction. Negative when the deductions exceed income, as the form's arithmetic gives.
 */
export const nc_taxable_income = defineUsVariable({
  id: 'nc_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina taxable income',
  unit: 'currency-USD',
  definedFor: NC,
  reference:
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const standard = f.get('nc_standard_deduction');
    const itemized = f.get('nc_itemized_deductions');
    const child = f.get('nc_child_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! - socialSecurity[i]! - Math.max(standard[i]!, itemized[i]!) - child[i]!;
    return out;
  },
});

/** North Carolina income tax (G.S. 105-153.7): the flat rate on positive taxable income. */
export const nc_income_tax_before_credits = defineUsVariable({
  id: 'nc_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina income tax before credits',
  unit: 'currency-USD',
  definedFor: NC,
  reference:
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.7.html',
  formula: (f) => {
    const rate = f.p.gov.states.nc.tax.income.rate;
    const income = f.get('nc_taxable_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, income[i]!) * rate;
    return out;
  },
});

/** North Carolina individual credits: none of them (the remaining ones are business credits) has an input: 0. */
export const nc_non_refundable_credits = defineUsVariable({
  id: 'nc_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina non-refundable credits',
  unit: 'currency-USD',
  definedFor: NC,
  formula: (f) => f.zeros(),
});

/** North Carolina income tax after credits. */
export const nc_income_tax = defineUsVariable({
  id: 'nc_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina income tax',
  unit: 'currency-USD',
  definedFor: NC,
  formula: (f) => {
    const tax = f.get('nc_income_tax_before_credits');
    const credits = f.get('nc_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!);
    return out;
  },
});

/**
 * North Carolina use tax from the D-400 line 18 table, as if no purchase records were kept: the
 * table amount by federal AGI below $45,200, and 0.0675% of AGI from there.
 */
export const nc_use_tax = defineUsVariable({
  id: 'nc_use_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina use tax',
  unit: 'currency-USD',
  definedFor: NC,
  reference: 'https://www.ncdor.gov/taxes-forms/sales-and-use-tax/use-tax',
  formula: (f) => {
    const p = f.p.gov.states.nc.tax.income.use_tax;
    const agi = f.get('adjusted_gross_income');
    const table = p.table.calc(agi);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = agi[i]! >= p.table_limit ? agi[i]! * p.rate_over_table : table[i]!;
    return out;
  },
});

/**
 * North Carolina income tax withheld (estimate for the SALT deduction): the rate on the filer's
 * part of federal AGI less the single standard deduction (NC-4 withholding allowance basis).
 */
export const nc_withheld_income_tax = defineUsVariable({
  id: 'nc_withheld_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina income tax withheld (estimate)',
  unit: 'currency-USD',
  definedFor: NC,
  reference: 'https://www.ncdor.gov/taxes-forms/withholding-tax',
  formula: (f) => {
    const p = f.p.gov.states.nc.tax.income;
    const agi = f.get('adjusted_gross_income_person');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - p.deductions.standard.SINGLE) * p.rate;
    return out;
  },
});
