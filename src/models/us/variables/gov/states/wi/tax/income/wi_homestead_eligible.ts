import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Whether a Wisconsin tax unit may claim the homestead credit (Wis. Stat. 71.53(2), 71.54(1)(g);
 * Schedule H lines 1–3): a filer 18 or older; earned income of the filers, or a filer 62 or older
 * (the statute's "over the age of 61"), or a disabled filer; not claimed as another's dependent
 * unless 62 or older; household income below the limit. Full-year residence, the nursing-home
 * (Medicaid) bar and the reduction for months of Wisconsin Works or county relief are not modelled.
 */
export const wi_homestead_eligible = defineUsVariable({
  id: 'wi_homestead_eligible',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for the Wisconsin homestead credit',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/viii/54',
  formula: (f) => {
    const p = f.p.gov.states.wi.tax.income.homestead;
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const earnings = f.sum('earned_income', { mask: 'is_tax_unit_head_or_spouse' });
    const disabled = f.any('is_disabled', { mask: 'is_tax_unit_head_or_spouse' });
    const dependentElsewhere = f.get('head_is_dependent_elsewhere');
    const income = f.get('wi_homestead_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const elderly = oldest[i]! >= p.elderly_age;
      const qualifies = elderly || disabled[i] === 1 || earnings[i]! > 0;
      const claimable = !dependentElsewhere[i] || elderly;
      out[i] = Number(
        oldest[i]! >= p.min_age && qualifies && claimable && income[i]! < p.max_income,
      );
    }
    return out;
  },
});
