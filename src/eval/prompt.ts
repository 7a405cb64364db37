import { benchmarkLaw, countryPack } from '../countries/index.js';
import type { EvalProgram } from './programs.js';
import { describeOutputs, responseInstructions } from './response-contract.js';
import { situationGroups, situationPeople, situationValue } from './scenario.js';
import type { Scenario } from './scenario.js';

/** Plain-language phrases for the person and household inputs prompts mention. */
export const INPUT_PHRASES: Readonly<Record<string, string>> = {
  employment_income: 'wages and salaries',
  self_employment_income: 'self-employment net earnings',
  tip_income: 'tips',
  unemployment_compensation: 'unemployment benefits',
  taxable_pension_income: 'taxable pension income',
  social_security_retirement: 'Social Security retirement benefits',
  social_security_disability: 'Social Security disability benefits',
  long_term_capital_gains: 'long-term capital gains',
  short_term_capital_gains: 'short-term capital gains',
  qualified_dividend_income: 'qualified dividends',
  non_qualified_dividend_income: 'non-qualified dividends',
  taxable_interest_income: 'taxable interest',
  rent: 'rent paid',
  real_estate_taxes: 'real estate taxes paid',
  home_mortgage_interest: 'mortgage interest paid',
  charitable_cash_donations: 'cash donations to charity',
  other_medical_expenses: 'medical expenses paid',
  childcare_expenses: 'childcare expenses paid',
  weekly_hours_worked: 'hours worked per week',
  is_disabled: 'disabled',
  is_blind: 'blind',
  is_male: 'male',
  is_full_time_student: 'full-time student',
  fsla_overtime_premium: 'overtime premium pay',
};

const NOT_MONEY = new Set(['weekly_hours_worked', 'age', 'is_disabled']);

function money(value: number, currency: string): string {
  const cents = Number.isInteger(value) ? 0 : 2;
  return `${currency}${value.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: cents })}`;
}

function describeInput(variable: string, value: unknown, currency: string): string | undefined {
  const phrase = INPUT_PHRASES[variable] ?? variable.replace(/_/g, ' ');
  if (typeof value === 'boolean') return value ? phrase : undefined;
  if (typeof value === 'number') {
    if (value === 0) return undefined;
    return NOT_MONEY.has(variable)
      ? `${phrase}: ${value}`
      : `${phrase}: ${money(value, currency)} per year`;
  }
  if (typeof value === 'string') return `${phrase}: ${value}`;
  return undefined;
}

/** The household described in plain language: where, who, and each person's inputs for the year. */
export function describeHousehold(scenario: Scenario): string {
  const pack = countryPack(scenario.country);
  const place = pack.benchmark.place ?? 'United States';
  const currency = pack.macroProfile.labels.currency;
  const region = scenario.state === '' ? '' : `${scenario.state}, `;
  const lines: string[] = [
    `A household in ${region}${place}, for tax year ${scenario.year}.`,
    `It has ${scenario.adults} adult${scenario.adults === 1 ? '' : 's'} and ${scenario.children} child${scenario.children === 1 ? '' : 'ren'}.`,
  ];
  const people = situationPeople(scenario.situation);
  for (const [id, person] of Object.entries(people)) {
    const age = situationValue(person, 'age', scenario.year);
    const facts: string[] = [];
    for (const variable of Object.keys(person as object).sort()) {
      if (variable === 'age') continue;
      const fact = describeInput(
        variable,
        situationValue(person, variable, scenario.year),
        currency,
      );
      if (fact !== undefined) facts.push(fact);
    }
    lines.push(
      `- ${id}, age ${String(age ?? 'unknown')}${facts.length > 0 ? `; ${facts.join('; ')}` : ''}.`,
    );
  }
  const taxUnits = Object.values(situationGroups(scenario.situation, 'tax_units'));
  for (const unit of taxUnits) {
    const members = Array.isArray(unit['members'])
      ? (unit['members'] as unknown[]).map(String)
      : [];
    lines.push(
      `Tax unit: ${members.join(', ')} (filing status ${scenario.filingStatus.toLowerCase().replace(/_/g, ' ')}).`,
    );
  }
  for (const [plural, label] of [
    ['spm_units', 'SPM unit'],
    ['benunits', 'Benefit unit'],
    ['households', 'Household'],
  ] as const) {
    for (const group of Object.values(situationGroups(scenario.situation, plural))) {
      const facts: string[] = [];
      for (const variable of Object.keys(group).sort()) {
        if (variable === 'members' || variable === 'state_code' || variable === pack.regions.column)
          continue;
        const fact = describeInput(
          variable,
          situationValue(group, variable, scenario.year),
          currency,
        );
        if (fact !== undefined) facts.push(fact);
      }
      if (facts.length > 0) lines.push(`${label}: ${facts.join('; ')}.`);
    }
  }
  return lines.join('\n');
}

/** A country's currency for the response instructions, when its benchmark names one (default: US dollars). */
function currencyOf(country: string): { name: string; sign: string } | undefined {
  const pack = countryPack(country);
  const name = pack.benchmark.currencyName;
  return name === undefined ? undefined : { name, sign: pack.macroProfile.labels.currency };
}

/** The whole prompt for one household: description, the outputs asked for, and the answer format. */
export function buildPrompt(scenario: Scenario, programs: readonly EvalProgram[]): string {
  return [
    describeHousehold(scenario),
    '',
    `Compute these outputs for this household under ${benchmarkLaw(scenario.country)}:`,
    describeOutputs(programs),
    '',
    responseInstructions(currencyOf(scenario.country)),
  ].join('\n');
}
