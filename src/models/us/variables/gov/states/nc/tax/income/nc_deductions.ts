import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

const NC = { variable: 'state_code', values: ['NC'] } as const;
const STATUTE =
  'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html';

/** North Carolina standard deduction by filing status (G.S. 105-153.5(a)(1)). */
export const nc_standard_deduction = defineUsVariable({
  id: 'nc_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina standard deduction',
  unit: 'currency-USD',
  definedFor: NC,
  reference: STATUTE,
  formula: (f) =>
    f.lookup(
      f.p.gov.states.nc.tax.income.deductions.standard,
      f.get('filing_status'),
      FILING_STATUS,
    ),
});

/**
 * North Carolina itemized deductions (G.S. 105-153.5(a)(2)): qualified mortgage interest and real
 * estate taxes together up to $20,000, charitable contributions and medical expenses as allowed
 * federally.
 */
export const nc_itemized_deductions = defineUsVariable({
  id: 'nc_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina itemized deductions',
  unit: 'currency-USD',
  definedFor: NC,
  reference: STATUTE,
  formula: (f) => {
    const cap = f.p.gov.states.nc.tax.income.deductions.mortgage_and_property_tax_cap;
    const mortgage = f.sum('home_mortgage_interest');
    const property = f.sum('real_estate_taxes');
    const charitable = f.get('charitable_deduction');
    const medical = f.get('medical_expense_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(cap, mortgage[i]! + property[i]!) + charitable[i]! + medical[i]!;
    return out;
  },
});

/**
 * North Carolina child deduction (G.S. 105-153.5(a1)): per child for whom the federal child tax
 * credit is allowed, $3,000 while federal AGI is at most the first threshold ($20,000 single,
 * $30,000 head of household, $40,000 joint), $500 less for each further step ($10,000, $15,000,
 * $20,000) or part of one, down to 0.
 */
export const nc_child_deduction = defineUsVariable({
  id: 'nc_child_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina child deduction',
  unit: 'currency-USD',
  definedFor: NC,
  reference: STATUTE,
  formula: (f) => {
    const p = f.p.gov.states.nc.tax.income.deductions.child;
    const status = f.get('filing_status');
    const first = f.lookup(p.first_threshold, status, FILING_STATUS);
    const step = f.lookup(p.step, status, FILING_STATUS);
    const agi = f.get('adjusted_gross_income');
    const children = f.sum('ctc_qualifying_child');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - first[i]!) / step[i]!);
      out[i] = children[i]! * Math.max(0, p.max_amount - p.step_reduction * steps);
    }
    return out;
  },
});
