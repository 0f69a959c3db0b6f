/**
 * Every report type opened in a real headless Chromium (Debian's /usr/bin/chromium through
 * playwright-core): every chart must render a non-empty SVG, with no console error and no network
 * request. Screenshots are saved in reports/test-artifacts/ (gitignored). In CI (CI=true) a
 * missing Chromium fails the test; elsewhere the test is skipped with a note.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zsim } from '../cli/zsim.ts';

const CHROMIUM = process.env.ZSIM_CHROMIUM ?? '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ARTIFACTS = path.join(ROOT, 'reports', 'test-artifacts');
const available = existsSync(CHROMIUM);
if (!available && !process.env.CI) console.warn(`browser test skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);

const REPORTS = {
  run: ['run', '--mission', 'season1/02-y-zone', '--games', '300', '--strategy', 'random'],
  compare: ['compare', '--mission', 'season1/00-tutorial', '--strategies', 'greedy,random', '--games', '200'],
  balance: ['balance', '--mission', 'season1/00-tutorial', '--survivors', 'Amy,Doug,Josh,Ned', '--size', '2', '--games', '60'],
} as const;

describe.skipIf(!available && !process.env.CI)('reports in a real browser (headless Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [kind, args] of Object.entries(REPORTS)) {
    it(`the ${kind} report renders every chart offline, without errors`, async () => {
      const file = path.join(ARTIFACTS, `${kind}.html`);
      const r = await zsim(...args, '--report', file);
      expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });

      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const problems: string[] = [];
      const requests: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('request', (req) => {
        if (req.url() !== `file://${file}`) requests.push(req.url());
      });
      await page.goto(`file://${file}`);
      await page.waitForFunction(() => document.body.hasAttribute('data-rendered') || document.body.hasAttribute('data-render-error'), null, { timeout: 30_000 });
      const charts = await page.evaluate(() =>
        [...document.querySelectorAll('.chart')].map((c) => {
          const svg = c.querySelector('svg');
          const box = svg?.getBoundingClientRect();
          return { id: c.id, marks: svg ? svg.querySelectorAll('path, rect, line, text, circle').length : 0, width: box?.width ?? 0, height: box?.height ?? 0 };
        }),
      );
      await page.screenshot({ path: path.join(ARTIFACTS, `${kind}.png`), fullPage: true });
      const state = await page.evaluate(() => ({ rendered: document.body.getAttribute('data-rendered'), error: document.body.getAttribute('data-render-error') }));
      await page.close();

      expect(state).toEqual({ rendered: String(charts.length), error: null });
      expect(charts.length).toBeGreaterThanOrEqual(kind === 'run' ? 13 : 2);
      for (const c of charts) expect({ id: c.id, ok: c.marks > 5 && c.width > 50 && c.height > 30 }).toEqual({ id: c.id, ok: true });
      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
    });
  }
});
