import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUsSystem } from '../../models/us/index.js';
import { calcErrorLines, runCalc } from './calc.js';
import { parseAxisOption } from './calc-sweep.js';

const system = createUsSystem();
const dir = mkdtempSync(join(tmpdir(), 'fiscus-sweep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const members = ['you', 'kid'];
const parent = {
  people: { you: { age: { 2026: 31 } }, kid: { age: { 2026: 4 } } },
  tax_units: { tu: { members } },
  spm_units: { spm: { members } },
  households: { hh: { members, state_code: { 2026: 'TX' } } },
};
const single = {
  people: { you: { age: { 2026: 40 }, employment_income: { 2026: 100_000 } } },
  households: { hh: { members: ['you'], state_code: { 2026: 'TX' } } },
};

describe('fiscus calc --axes', () => {
  it('prints one row per point with the marginal rate and its parts', async () => {
    const out = await runCalc(
      file('parent.json', parent),
      { axes: ['employment_income:90000:110000:3'] },
      system,
    );
    const lines = out.split('\n');
    expect(lines[0]).toBe('# 3 points, 2026; rates of you (earnings +1,000)');
    expect(lines[1]!.split(/\s+/).filter(Boolean)).toEqual([
      'employment_income',
      'household_net_income',
      'marginal_tax_rate',
      'federal_income',
      'state_income',
      'payroll',
      'cliff_gap',
    ]);
    expect(lines).toHaveLength(5);
    // Head of household, $100,000: taxable 100,000 − 24,150 = 75,850, in the 22% bracket (64,850–105,700).
    expect(lines[3]).toMatch(/^\s*100,000\s+[\d,]+\s+29\.65%\s+22\.00%\s+0\.00%\s+7\.65%\s+0$/);
  });

  it('gives PolicyEngine-style lists per instance with --json, and the rates on the people', async () => {
    const out = JSON.parse(
      await runCalc(
        file('parent2.json', parent),
        { axes: ['employment_income:0:40000:5'], json: true, vars: 'household_net_income' },
        system,
      ),
    );
    expect(out.people.you.employment_income).toBeUndefined();
    expect(out.households.hh.household_net_income['2026']).toHaveLength(5);
    expect(out.people.you.marginal_tax_rate['2026']).toHaveLength(5);
    expect(out.people.you.marginal_tax_rate_payroll['2026']).toEqual(
      [0.0765, 0.0765, 0.0765, 0.0765, 0.0765].map((v) => expect.closeTo(v, 9)),
    );
    expect(out.people.kid.marginal_tax_rate).toBeUndefined();
  });

  it('measures the rates of a plain situation with --mtr', async () => {
    const out = JSON.parse(
      await runCalc(file('single.json', single), { mtr: true, json: true }, system),
    );
    expect(out.people.you.marginal_tax_rate['2026']).toBeCloseTo(0.2965, 9);
    expect(out.people.you.is_on_cliff['2026']).toBe(false);
  });

  it('reads the axes of the situation file itself', async () => {
    const withAxes = {
      ...parent,
      axes: [[{ name: 'employment_income', min: 0, max: 10_000, count: 2 }]],
    };
    const out = await runCalc(file('axes.json', withAxes), {}, system);
    expect(out.split('\n')).toHaveLength(4);
  });

  it('draws the sweep as SVG and as PNG', async () => {
    const svg = join(dir, 'sweep.svg');
    const png = join(dir, 'sweep.png');
    await runCalc(
      file('plot.json', parent),
      { axes: ['employment_income:0:100000:51'], plot: svg },
      system,
    );
    await runCalc(
      file('plot.json', parent),
      { axes: ['employment_income:0:100000:51'], plot: png },
      system,
    );
    const text = readFileSync(svg, 'utf8');
    expect(text.startsWith('<svg')).toBe(true);
    expect(text).toContain('marginal rate');
    expect([...readFileSync(png).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  });

  it('names the option and the fix for bad axes, plots and clashing axes', async () => {
    const lines = async (options: Parameters<typeof runCalc>[1], doc: unknown = parent) => {
      try {
        await runCalc(file('bad.json', doc), options, system);
        return [];
      } catch (error) {
        return calcErrorLines(error) ?? [String(error)];
      }
    };
    expect(await lines({ axes: ['employment_income:0:1'] })).toEqual([
      'error [invalid_calc_input] --axes: expected name:min:max:count, e.g. employment_income:0:200000:201; got "employment_income:0:1"',
    ]);
    expect(await lines({ axes: ['employment_income:0:1:2'], plot: join(dir, 'x.gif') })).toEqual([
      'error [invalid_calc_input] --plot: the plot file ends in .svg or .png',
    ]);
    expect(
      await lines(
        { axes: ['employment_income:0:1:2'] },
        { ...parent, axes: [[{ name: 'age', min: 1, max: 2, count: 2 }]] },
      ),
    ).toEqual([
      'error [invalid_calc_input] axes: the situation has axes of its own; drop them or --axes',
    ]);
    expect(await lines({ axes: ['employment_incom:0:1:2'] })).toEqual([
      'error [unknown_variable] axes[0][0].name: no variable employment_incom in us — did you mean employment_income? (`fiscus variables --search WORD` lists them)',
    ]);
  });

  it('reads an axis option', () => {
    expect(parseAxisOption('employment_income:0:200000:201')).toEqual({
      name: 'employment_income',
      min: 0,
      max: 200_000,
      count: 201,
      index: 0,
    });
  });
});
