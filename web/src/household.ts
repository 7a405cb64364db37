/**
 * The household calculator: a form → a PolicyEngine situation → the bundled engine and model,
 * in the browser; each result row expands into the explanation of how it was computed.
 */
import {
  createSystem,
  createTraceRecorder,
  fillSituation,
  simulateSituations,
  STATE_CODES,
  type Situation,
  type TaxSystem,
  type TraceNode,
} from './model.js';
import { listChanges, onReformChange, reformJson } from './reform-state.js';

/** The results shown, by entity section and instance, in order. */
const OUTPUTS: readonly { section: string; instance: string; variable: string }[] = [
  { section: 'households', instance: 'household', variable: 'household_net_income' },
  { section: 'households', instance: 'household', variable: 'household_market_income' },
  { section: 'households', instance: 'household', variable: 'household_tax' },
  { section: 'households', instance: 'household', variable: 'household_benefits' },
  { section: 'tax_units', instance: 'tax_unit', variable: 'adjusted_gross_income' },
  { section: 'tax_units', instance: 'tax_unit', variable: 'income_tax' },
  { section: 'tax_units', instance: 'tax_unit', variable: 'eitc' },
  { section: 'tax_units', instance: 'tax_unit', variable: 'ctc' },
  { section: 'tax_units', instance: 'tax_unit', variable: 'employee_payroll_tax' },
  { section: 'spm_units', instance: 'spm_unit', variable: 'snap' },
];

interface HouseholdForm {
  readonly year: number;
  readonly state: string;
  readonly adults: { readonly age: number; readonly earnings: number }[];
  readonly childAges: number[];
}

function readForm(form: HTMLFormElement): HouseholdForm {
  const data = new FormData(form);
  const num = (name: string): number => Number(data.get(name) ?? 0);
  const adults = [{ age: num('age1'), earnings: num('earnings1') }];
  if (num('adults') === 2) adults.push({ age: num('age2'), earnings: num('earnings2') });
  const children = num('children');
  const given = String(data.get('childAges') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  const childAges = Array.from({ length: children }, (_, i) => given[i] ?? 8);
  return { year: num('year'), state: String(data.get('state')), adults, childAges };
}

/** The situation of a filled form, asking for every output. */
export function buildSituation(form: HouseholdForm): Situation {
  const y = String(form.year);
  const people: Record<string, Record<string, unknown>> = {};
  form.adults.forEach((a, i) => {
    people[`adult${i + 1}`] = { age: { [y]: a.age }, employment_income: { [y]: a.earnings } };
  });
  form.childAges.forEach((age, i) => {
    people[`child${i + 1}`] = { age: { [y]: age } };
  });
  const members = Object.keys(people);
  const adults = members.filter((m) => m.startsWith('adult'));
  const requested = (section: string): Record<string, unknown> =>
    Object.fromEntries(
      OUTPUTS.filter((o) => o.section === section).map((o) => [o.variable, { [y]: null }]),
    );
  return {
    people,
    tax_units: { tax_unit: { members, ...requested('tax_units') } },
    spm_units: { spm_unit: { members, ...requested('spm_units') } },
    families: { family: { members } },
    // Every person is in a marital unit: the adults together, each child alone.
    marital_units: Object.fromEntries([
      ['marital_unit', { members: adults }],
      ...members
        .filter((m) => !adults.includes(m))
        .map((m) => [`${m}_marital_unit`, { members: [m] }]),
    ]),
    households: {
      household: { members, state_code: { [y]: form.state }, ...requested('households') },
    },
  };
}

const money = (v: unknown): string =>
  typeof v === 'number'
    ? v.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    : String(v);

/** The explanation of a traced value as nested, expandable elements. */
function renderTrace(system: TaxSystem, node: TraceNode, depth: number): HTMLElement {
  const details = document.createElement('details');
  details.className = 'trace';
  const summary = document.createElement('summary');
  const label = system.variables.get(node.variable)?.label ?? node.variable;
  summary.textContent = `${node.variable} (${node.period}) = ${(node.values ?? []).map((v) => Math.round(v * 100) / 100).join(', ')} — ${label} [${node.source ?? ''}]`;
  details.append(summary);
  for (const p of node.parameters) {
    const line = document.createElement('div');
    line.textContent = `· ${p.path} @ ${p.instant} = ${JSON.stringify(p.value)}${p.reference.length > 0 ? ` — ${p.reference.join('; ')}` : ''}`;
    details.append(line);
  }
  if (depth < 12)
    for (const dep of node.dependencies) details.append(renderTrace(system, dep, depth + 1));
  return details;
}

/** Wires the calculator's form, computing on submit and when the reform changes. */
export function setUpHousehold(): void {
  const form = document.querySelector<HTMLFormElement>('#household-form')!;
  const table = document.querySelector<HTMLTableElement>('#household-results')!;
  const errorBox = document.querySelector<HTMLParagraphElement>('#household-error')!;
  const situationBox = document.querySelector<HTMLPreElement>('#household-situation')!;
  const stateSelect = form.querySelector<HTMLSelectElement>('select[name=state]')!;
  for (const code of STATE_CODES)
    stateSelect.add(new Option(code, code, code === 'CA', code === 'CA'));
  const adultsSelect = form.querySelector<HTMLSelectElement>('select[name=adults]')!;
  const toggleSecond = (): void => {
    for (const el of form.querySelectorAll<HTMLElement>('.second'))
      el.hidden = adultsSelect.value !== '2';
  };
  adultsSelect.addEventListener('change', toggleSecond);
  toggleSecond();
  const current = createSystem();

  const compute = (): void => {
    errorBox.hidden = true;
    table.replaceChildren();
    try {
      const useReform = form.querySelector<HTMLInputElement>('input[name=useReform]')!.checked;
      const system =
        useReform && listChanges().length > 0 ? current.withReform(reformJson()) : current;
      const situation = buildSituation(readForm(form));
      situationBox.textContent = JSON.stringify(situation, null, 2);
      const recorder = createTraceRecorder(system);
      const { simulation, batch } = simulateSituations(system, [situation], recorder);
      const filled = fillSituation(simulation, batch, 0, situation);
      const year = String(readForm(form).year);
      for (const output of OUTPUTS) {
        const value = (
          filled[output.section]?.[output.instance]?.[output.variable] as
            Record<string, unknown> | undefined
        )?.[year];
        const row = table.insertRow();
        row.dataset['variable'] = output.variable;
        const name = row.insertCell();
        const node = recorder.find(output.variable, year);
        const variable = system.variables.get(output.variable);
        if (node === undefined) name.textContent = variable?.label ?? output.variable;
        else {
          const trace = renderTrace(system, node, 0);
          trace.querySelector('summary')!.textContent = variable?.label ?? output.variable;
          name.append(trace);
        }
        const cell = row.insertCell();
        cell.className = 'num';
        cell.dataset['testid'] = `value-${output.variable}`;
        cell.dataset['raw'] = String(value);
        cell.textContent = money(value);
      }
    } catch (error) {
      errorBox.hidden = false;
      errorBox.textContent = error instanceof Error ? error.message : String(error);
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    compute();
  });
  onReformChange(() => {
    if (form.querySelector<HTMLInputElement>('input[name=useReform]')!.checked) compute();
  });
  compute();
}
