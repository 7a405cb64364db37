/**
 * The reform builder: search parameters (GET /parameters) by label or path, see their current
 * values and references, and set new values with the dates they are in force.
 */
import { api, describeFailure } from './client.js';
import {
  listChanges,
  onReformChange,
  reformJson,
  removeChange,
  setChange,
} from './reform-state.js';

type ParameterRow = NonNullable<Awaited<ReturnType<typeof searchParameters>>>['parameters'][number];

async function searchParameters(search: string) {
  const { data, error } = await api.GET('/parameters', {
    params: { query: { search, limit: 25 } },
  });
  if (error !== undefined) throw new Error(describeFailure(error));
  return data;
}

function renderParameter(p: ParameterRow): HTMLLIElement {
  const item = document.createElement('li');
  item.dataset['path'] = p.path;
  const title = document.createElement('div');
  title.innerHTML = '<strong></strong> <span class="path"></span>';
  title.querySelector('strong')!.textContent = p.label ?? p.path;
  title.querySelector('.path')!.textContent = p.path;
  const value = document.createElement('div');
  value.textContent = `Current value: ${JSON.stringify(p.value)}${p.unit === undefined ? '' : ` (${p.unit})`}; history: ${p.values.map((v) => `${v.date} → ${JSON.stringify(v.value)}`).join(', ')}`;
  const refs = document.createElement('div');
  refs.className = 'ref';
  for (const r of p.reference) {
    const link = document.createElement(r.href === undefined ? 'span' : 'a');
    if (r.href !== undefined) (link as HTMLAnchorElement).href = r.href;
    link.textContent = r.title;
    refs.append(link, document.createTextNode('  '));
  }
  const edit = document.createElement('form');
  edit.innerHTML =
    '<label>New value <input name="value" size="10" /></label>' +
    '<label>From <input name="start" type="date" value="2026-01-01" /></label>' +
    '<label>To <input name="end" type="date" value="2100-12-31" /></label>' +
    '<button type="submit">Set</button>';
  edit.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(edit);
    const text = String(data.get('value')).trim();
    const parsed = text === 'true' ? true : text === 'false' ? false : Number(text);
    if (typeof parsed === 'number' && !Number.isFinite(parsed)) return;
    setChange({
      path: p.path,
      value: parsed,
      start: String(data.get('start')),
      end: String(data.get('end')),
    });
  });
  item.append(title, value, refs, edit);
  return item;
}

/** Wires the search form and the list of changes. */
export function setUpReform(): void {
  const form = document.querySelector<HTMLFormElement>('#parameter-search')!;
  const list = document.querySelector<HTMLUListElement>('#parameter-list')!;
  const errorBox = document.querySelector<HTMLParagraphElement>('#reform-error')!;
  const changes = document.querySelector<HTMLTableElement>('#reform-changes')!;
  const json = document.querySelector<HTMLPreElement>('#reform-json')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    errorBox.hidden = true;
    const search = String(new FormData(form).get('search') ?? '').trim();
    searchParameters(search).then(
      (data) => list.replaceChildren(...data.parameters.map(renderParameter)),
      (error: unknown) => {
        errorBox.hidden = false;
        errorBox.textContent = String(error instanceof Error ? error.message : error);
      },
    );
  });
  const renderChanges = (): void => {
    changes.replaceChildren();
    for (const c of listChanges()) {
      const row = changes.insertRow();
      row.insertCell().textContent = c.path;
      row.insertCell().textContent = JSON.stringify(c.value);
      row.insertCell().textContent = `${c.start} to ${c.end}`;
      const remove = document.createElement('button');
      remove.textContent = 'Remove';
      remove.addEventListener('click', () => removeChange(c.path));
      row.insertCell().append(remove);
    }
    json.textContent = JSON.stringify(reformJson(), null, 2);
  };
  onReformChange(renderChanges);
  renderChanges();
}
