import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Indiana exemptions (IC 6-3-1-3.5(a)(3)–(5); IT-40 Schedule 3): $1,000 for each filer and
 * dependent, $1,500 more for each dependent child under 19 (under 24 as a full-time student),
 * $1,000 for each filer 65 or more and each blind filer, and $500 more for each filer 65 or more
 * while federal AGI is under $40,000.
 */
export const in_exemptions = defineUsVariable({
  id: 'in_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Indiana exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-1-3.5',
  formula: (f) => {
    const p = f.p.gov.states.in.tax.income.exemptions;
    const people = f.count();
    const ageOf = f.members('age');
    const student = f.members('is_full_time_student');
    const dependent = f.members('is_tax_unit_dependent');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const blind = f.members('is_blind');
    const unit = f.memberIndex();
    const children = f.zeros();
    const aged = f.zeros();
    const agedOrBlind = f.zeros();
    for (let j = 0; j < unit.length; j += 1) {
      const i = unit[j]!;
      const age = ageOf[j]!;
      if (
        dependent[j] &&
        (age < p.dependent_child_age_limit ||
          (student[j] && age < p.dependent_child_student_age_limit))
      )
        children[i] = children[i]! + 1;
      if (filer[j]) {
        if (age >= p.aged_age) aged[i] = aged[i]! + 1;
        agedOrBlind[i] = agedOrBlind[i]! + (age >= p.aged_age ? 1 : 0) + (blind[j] ? 1 : 0);
      }
    }
    const agi = f.get('adjusted_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const lowIncome = agi[i]! < p.aged_low_income_agi_limit ? aged[i]! * p.aged_low_income : 0;
      out[i] =
        people[i]! * p.personal +
        children[i]! * p.dependent_child +
        agedOrBlind[i]! * p.aged_or_blind +
        lowIncome;
    }
    return out;
  },
});
