/**
 * The web page in a real browser: Debian's chromium driven by playwright-core (never a downloaded
 * browser) against a listening server with a small US dataset. Screenshots are saved under
 * test-artifacts/web/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer, createReportRunner, parseTokens } from '../../src/api/index.js';
import { SqliteRecords, type Records } from '../../src/db/index.js';
import { createLocalDispatcher, type Dispatcher } from '../../src/dispatch/index.js';
import {
  COUNTRY_PACKS,
  COUNTRY_TASKS_MODULE,
  createCountryRuntime,
  loadCountries,
} from '../../src/countries/index.js';
import {
  createFailureReporter,
  createLogger,
  createTracer,
  MemoryTelemetrySink,
} from '../../src/telemetry/index.js';

const CHROMIUM = '/usr/bin/chromium';
const TOKEN = 'web-admin-token-0123456789';
const ARTIFACTS = new URL('../../test-artifacts/web/', import.meta.url).pathname;
const present = existsSync(CHROMIUM);
if (!present && process.env['CI'] !== undefined)
  throw new Error(`${CHROMIUM} is missing: .ci/run installs it with apt-get`);

describe.skipIf(!present)('the web page in chromium', () => {
  let root: string;
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  let page: Page;
  let dispatcher: Dispatcher;
  let records: Records;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'fiscus-web-'));
    const webRoot = join(root, 'web');
    await build({
      configFile: new URL('../../web/vite.config.ts', import.meta.url).pathname,
      logLevel: 'warn',
      build: { outDir: webRoot },
    });
    const config = {
      storeRoot: join(root, 'store'),
      datasetDirectory: join(root, 'datasets'),
      households: 400,
    };
    const countries = await loadCountries(COUNTRY_PACKS);
    const runtime = createCountryRuntime(countries, config);
    dispatcher = createLocalDispatcher({ tasksModule: COUNTRY_TASKS_MODULE, threads: 2 });
    records = await SqliteRecords.open({ path: join(root, 'records.db') });
    const logger = createLogger({ level: 'warn', destination: process.stderr });
    const sink = new MemoryTelemetrySink();
    const runner = createReportRunner({
      dispatcher,
      config,
      runtime,
      countries,
      records,
      logger,
      tracer: createTracer({ sink }),
      failures: createFailureReporter({ logger, sink }),
      waitWindowMs: 240_000,
    });
    app = await createApiServer({
      countries: { us: countries.models.load('us').system },
      tokens: parseTokens({ tokens: [{ name: 'web', scopes: ['admin'], token: TOKEN }] }),
      reports: { runner, records, store: runtime.store, countries },
      webRoot,
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.goto(url);
    await page.fill('#token', TOKEN);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await dispatcher?.close();
    await records?.close();
    if (root !== undefined) await rm(root, { recursive: true, force: true });
  });

  it('computes a household in the page with the values the API computes', async () => {
    await page.selectOption('select[name=adults]', '2');
    await page.fill('input[name=earnings1]', '38000');
    await page.fill('input[name=earnings2]', '12000');
    await page.fill('input[name=children]', '2');
    await page.fill('input[name=childAges]', '3, 11');
    await page.selectOption('select[name=state]', 'TX');
    await page.click('#household-form button[type=submit]');
    const shown = Number(
      await page.getAttribute('[data-testid=value-household_net_income]', 'data-raw'),
    );
    const eitc = Number(await page.getAttribute('[data-testid=value-eitc]', 'data-raw'));
    const situation = JSON.parse((await page.textContent('#household-situation'))!) as Record<
      string,
      Record<string, Record<string, Record<string, unknown>>>
    >;
    const response = await fetch(`${url}/us/calculate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ household: situation }),
    });
    const { result } = (await response.json()) as { result: typeof situation };
    expect(shown).toBe(result['households']!['household']!['household_net_income']!['2026']);
    expect(eitc).toBe(result['tax_units']!['tax_unit']!['eitc']!['2026']);
    expect(shown).toBeGreaterThan(40_000);
    await page.click('[data-variable=household_net_income] summary');
    await expect
      .poll(() => page.textContent('[data-variable=household_net_income] details'))
      .toContain('household_market_income');
    await page.screenshot({ path: join(ARTIFACTS, 'household.png'), fullPage: true });
  });

  it('builds a reform, runs a report and draws the decile chart', async () => {
    await page.click('nav button[data-tab=reform]');
    await page.fill('#parameter-search input[name=search]', 'child tax credit base');
    await page.click('#parameter-search button[type=submit]');
    const item = page.locator('li[data-path="gov.irs.credits.ctc.amount.base[0].amount"]');
    await item.waitFor();
    expect(await item.textContent()).toContain('26 U.S.C. 24');
    await item.locator('input[name=value]').fill('3600');
    await item.locator('button[type=submit]').click();
    expect(JSON.parse((await page.textContent('#reform-json'))!)).toEqual({
      'gov.irs.credits.ctc.amount.base[0].amount': { '2026-01-01.2100-12-31': 3600 },
    });
    await page.screenshot({ path: join(ARTIFACTS, 'reform.png'), fullPage: true });
    await page.click('nav button[data-tab=report]');
    await page.click('#report-form button[type=submit]');
    // Browser-side expressions are strings: this project's types have no DOM.
    await page.waitForFunction(
      "!document.querySelector('#report-results').hidden || /failed/.test(document.querySelector('#report-status').textContent)",
      undefined,
      { timeout: 280_000 },
    );
    const status = await page.textContent('#report-status');
    expect(status).toMatch(/succeeded/);
    const versions = (await page.textContent('#report-versions'))!;
    const digest = /[0-9a-f]{64}/.exec(versions)?.[0];
    const id = /report-[0-9a-f-]+/.exec(status!)![0];
    const recorded = await records.getReport(id);
    expect(digest).toBe(recorded?.reportAggregateSha256);
    // The chart drew bars: the canvas holds coloured pixels of the bar colour.
    const drawn = await page.evaluate<number>(`(() => {
      const canvas = document.querySelector('#decile-chart');
      const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let bars = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if (pixels[i] === 0x25 && pixels[i + 1] === 0x63 && pixels[i + 2] === 0xa8) bars += 1;
      return bars;
    })()`);
    expect(drawn).toBeGreaterThan(100);
    // Every state of the dataset, largest total change in household net income first.
    const states = await page.evaluate<string[][]>(
      `Array.from(document.querySelectorAll('#report-states tbody tr'), (row) =>
        Array.from(row.children, (cell) => cell.textContent))`,
    );
    expect(states.length).toBe(51);
    expect(states.every(([code]) => /^[A-Z]{2}$/.test(code!))).toBe(true);
    const totals = states.map(([, total]) => Math.abs(Number(total!.replace(/[$,]/g, ''))));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals[0]).toBeGreaterThan(0);
    expect(Number(await page.getAttribute('#report-progress', 'value'))).toBeGreaterThan(0);
    await page.screenshot({ path: join(ARTIFACTS, 'report.png'), fullPage: true });
  }, 300_000);
});
