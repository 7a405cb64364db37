import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Maine property tax fairness credit (36 MRSA 5219-KK; Schedule PTFC/STFC), refundable: property
 * tax plus the rent share of rent, up to the benefit base for the household, less the income share
 * of income, up to the limit for the older filer's age; not for separate filers.
 */
export const me_property_tax_fairness_credit = defineUsVariable({
  id: 'me_property_tax_fairness_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine property tax fairness credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5219-KK.html',
  formula: (f) => {
    const p = f.p.gov.states.me.tax.income.credits.property_tax_fairness;
    const status = f.get('filing_status');
    const dependents = f.get('tax_unit_count_dependents');
    const income = f.get('me_fairness_credit_income');
    const rent = f.sum('rent');
    const propertyTax = f.sum('real_estate_taxes');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const age = f.members('age');
    const unit = f.memberIndex();
    const oldest = f.zeros();
    for (let j = 0; j < unit.length; j += 1)
      if (filer[j]) oldest[unit[j]!] = Math.max(oldest[unit[j]!]!, age[j]!);
    const cap = p.cap.calc(oldest);
    const { SINGLE, JOINT, HEAD_OF_HOUSEHOLD, SEPARATE } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (status[i] === SEPARATE) continue;
      const small =
        (status[i] === JOINT && dependents[i] === 0) ||
        (status[i] === HEAD_OF_HOUSEHOLD && dependents[i]! <= 1);
      const base =
        status[i] === SINGLE
          ? p.benefit_base.single
          : small
            ? p.benefit_base.small_family
            : p.benefit_base.large_family;
      const paid = propertyTax[i]! + p.rent_share * rent[i]!;
      const credit = Math.min(base, paid) - p.income_share * income[i]!;
      out[i] = Math.min(cap[i]!, Math.max(0, credit));
    }
    return out;
  },
});
