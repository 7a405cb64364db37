import { defineUsVariable } from '../../../../../us-variable.js';

/** Massachusetts child and family tax credit (M.G.L. c.62 s.6(y)): $440 for each dependent under 13, aged 65 or more, or disabled; refundable. */
export const ma_child_and_family_credit = defineUsVariable({
  id: 'ma_child_and_family_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Massachusetts child and family tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section6',
  formula: (f) => {
    const p = f.p.gov.states.ma.tax.income;
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const disabled = f.members('is_disabled');
    const qualifies = new Float64Array(dependent.length);
    for (let i = 0; i < dependent.length; i += 1)
      qualifies[i] =
        dependent[i] &&
        (age[i]! < p.credits.child_and_family_child_age ||
          age[i]! >= p.exemptions.aged_age ||
          disabled[i])
          ? 1
          : 0;
    const count = f.aggregate(qualifies, 'person', 'sum');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = count[i]! * p.credits.child_and_family_amount;
    return out;
  },
});
