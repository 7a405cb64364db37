import { describe, expect, it } from 'vitest';
import type { ReformValidationError, SituationError } from '../../engine/index.js';
import { closestNames, parseSituations } from '../../engine/index.js';
import { createUsSystem } from '../../models/us/index.js';
import { listParameters, runParams } from './params.js';
import { listVariables, runVariables } from './variables.js';

const system = createUsSystem();

describe('fiscus variables', () => {
  it('finds variables by every word of the search, with their metadata', () => {
    const rows = listVariables(system, 'Earned INCOME credit');
    const eitc = rows.find((r) => r.id === 'eitc');
    expect(eitc).toMatchObject({
      label: 'Earned income tax credit',
      entity: 'tax_unit',
      valueType: 'float',
      period: 'year',
      unit: 'currency-USD',
      computed: true,
    });
    expect(eitc!.references.join(' ')).toContain('26/32');
    expect(rows.every((r) => /earned/i.test(`${r.id} ${r.label} ${r.documentation ?? ''}`))).toBe(
      true,
    );
  });

  it('says an input is one, and lists enum values', () => {
    const rows = listVariables(system);
    expect(rows.find((r) => r.id === 'employment_income')!.computed).toBe(false);
    const state = rows.find((r) => r.id === 'state_code')!;
    expect(state.values).toContain('TX');
    expect(rows.length).toBe(system.variables.size);
  });

  it('prints JSON and readable lines, and says when nothing matches', () => {
    expect(JSON.parse(runVariables({ search: 'eitc', json: true }, system))[0].id).toBeDefined();
    expect(runVariables({ search: 'household net income' }, system)).toMatch(
      /household_net_income\s+Household net income\s+\[household, float currency-USD per year\]/,
    );
    expect(runVariables({ search: 'zzzz' }, system)).toBe(
      'no variable matches "zzzz"; try fewer or shorter words',
    );
  });
});

describe('fiscus parameters', () => {
  it('gives each parameter its label, unit, references and the value in force on the date', () => {
    const [row] = listParameters(system, {
      search: 'gov.irs.credits.ctc.amount.base[0].amount',
      at: '2026-06-01',
    });
    expect(row).toMatchObject({
      path: 'gov.irs.credits.ctc.amount.base[0].amount',
      unit: 'currency-USD',
      value: 2_200,
      since: '2026-01-01',
    });
    expect(row!.references.map((r) => r.title).join(' ')).toContain('26 U.S.C. 24');
    const before = listParameters(system, {
      prefix: 'gov.irs.credits.ctc.amount.base[0].amount',
      at: '2024-06-01',
    });
    expect(before[0]!.value).toBe(2_000);
  });

  it('keeps the prefix form of fiscus params, and says when nothing matches', () => {
    const out = runParams('gov.irs.credits.ctc', { at: '2026-01-01' }, system);
    expect(out).toMatch(/^\d+ parameters, values in force on 2026-01-01:/);
    expect(runParams(undefined, { search: 'no such words here' }, system)).toBe(
      'no parameter matches "no such words here"; try fewer or shorter words',
    );
    const json = JSON.parse(
      runParams('gov.irs.credits.ctc', { json: true, at: '2026-01-01' }, system),
    );
    expect(Object.keys(json[0])).toEqual([
      'path',
      'label',
      'description',
      'unit',
      'value',
      'since',
      'uprating',
      'references',
    ]);
  });
});

describe('error hints', () => {
  it('point an unknown variable at the nearest ids and at fiscus variables', () => {
    let message = '';
    try {
      parseSituations(system, [{ people: { you: { employment_incme: { 2026: 1 } } } }]);
    } catch (error) {
      message = (error as SituationError).issues[0]!.message;
    }
    expect(message).toBe(
      'no variable employment_incme in us — did you mean employment_income? (`fiscus variables --search WORD` lists them)',
    );
  });

  it('point an unknown parameter at the nearest paths and at fiscus parameters', () => {
    let message = '';
    try {
      system.withReform({
        'gov.irs.credits.ctc.amount.base[0].amont': { '2026-01-01.2026-12-31': 1 },
      });
    } catch (error) {
      message = (error as ReformValidationError).issues[0]!.message;
    }
    expect(message).toBe(
      'no parameter at this path — did you mean gov.irs.credits.ctc.amount.base[0].amount? (`fiscus parameters --search WORD` lists the paths)',
    );
  });

  it('suggest nothing far from the name', () => {
    expect(closestNames('completely_unrelated', ['eitc', 'snap'])).toEqual([]);
    expect(closestNames('snpa', ['eitc', 'snap', 'ssi'])).toEqual(['snap']);
  });
});
