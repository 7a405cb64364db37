import { defineUsVariable } from '../../../../../us-variable.js';
import { singleAmountOver } from '../../../../../scale-over.js';

/**
 * Kentucky family size tax credit share (KRS 141.066; Schedule ITC): the share of the tax for
 * modified gross income as a multiple of the HHS poverty guideline for the family (the filers and
 * dependents, at most four people).
 */
export const ky_family_size_tax_credit_share = defineUsVariable({
  id: 'ky_family_size_tax_credit_share',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky family size tax credit share',
  unit: '/1',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=49188',
  formula: (f) => {
    const p = f.p.gov.states.ky.tax.income.credits;
    const fpg = f.p.gov.hhs.fpg;
    const income = f.get('ky_modified_gross_income');
    const people = f.get('tax_unit_size');
    const multiple = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const size = Math.min(p.family_size_cap, Math.max(1, people[i]!));
      const guideline =
        fpg.first_person.CONTIGUOUS_US + fpg.additional_person.CONTIGUOUS_US * (size - 1);
      multiple[i] = income[i]! / guideline;
    }
    return singleAmountOver(p.family_size_share, multiple);
  },
});
