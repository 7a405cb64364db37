import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Minnesota homestead credit refund (Minn. Stat. 290A.04, Form M1PR), paid apart from the income
 * tax: the property tax above the household-income percentage for the income, times the refund
 * share, at most the maximum, rounded to the dollar. Household income (290A.03): federal AGI plus
 * untaxed Social Security of the filers, less the exemption amount if a filer is 65 or more or
 * disabled, and the exemption amount times the multiple for the number of dependents.
 */
export const mn_homestead_credit_refund = defineUsVariable({
  id: 'mn_homestead_credit_refund',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota homestead credit refund',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290A.04',
  formula: (f) => {
    const p = f.p.gov.states.mn.tax.income.credits.homestead_refund;
    const exemption = f.p.gov.states.mn.tax.income.exemptions.amount;
    const agi = f.get('adjusted_gross_income');
    const property = f.sum('real_estate_taxes');
    const dependent = f.members('is_tax_unit_dependent');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const benefits = f.members('social_security');
    const taxed = f.members('taxable_social_security');
    const age = f.members('age');
    const disabled = f.members('is_disabled');
    const untaxed = new Float64Array(age.length);
    const agedOrDisabled = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1) {
      if (dependent[i]) continue;
      untaxed[i] = Math.max(0, benefits[i]! - taxed[i]!);
      agedOrDisabled[i] = filer[i] && (age[i]! >= p.age || disabled[i]) ? 1 : 0;
    }
    const untaxedSum = f.aggregate(untaxed, 'person', 'sum');
    const anyAged = f.aggregate(agedOrDisabled, 'person', 'any');
    const multiple = p.dependent_multiplier.calc(f.get('tax_unit_count_dependents'));
    const income = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const subtraction = (anyAged[i] ? exemption : 0) + exemption * multiple[i]!;
      income[i] = Math.max(0, agi[i]! + untaxedSum[i]! - subtraction);
    }
    const percent = p.percent_of_income.calc(income);
    const share = p.refund_share.calc(income);
    const maximum = p.maximum.calc(income);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!(property[i]! > 0) || maximum[i]! <= 0) continue;
      const excess = Math.max(0, property[i]! - income[i]! * percent[i]!);
      out[i] = Math.round(Math.min(excess * share[i]!, maximum[i]!));
    }
    return out;
  },
});
