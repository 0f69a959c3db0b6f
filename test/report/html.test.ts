import { describe, expect, it } from 'vitest';
import { escapeHtml, renderReport, scriptJson } from '../../src/report/html.ts';
import { isScripted, runReportPage } from '../../src/report/run-report.ts';
import { loadStrategy } from '../../src/sim/strategies.ts';
import { ROOT, collectGames, metaFor } from '../analytics/helpers.ts';

const EVIL = `<script>alert("x")</script>&'`;

describe('the HTML report', async () => {
  const stats = await collectGames({ count: 20 });
  stats.schema.zones[0] = EVIL; // a zone label from a mission file: it reaches the map chart's data
  const page = runReportPage(metaFor(stats, { missionName: EVIL, strategy: `${EVIL}.ts`, seed: EVIL, rules: { 'x-key': EVIL } }), stats, `out ${EVIL}.html`);
  const html = renderReport(page);
  // The page without the inlined libraries (assertion messages stay short).
  const head = html.slice(0, html.indexOf('<script'));
  const specs = html.slice(html.indexOf('<script id="zsim-specs"'), html.indexOf('</script>', html.indexOf('<script id="zsim-specs"')));

  it('escapes every text from files and flags, in the page and in the chart data', () => {
    expect(escapeHtml(EVIL)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(html.includes('<script>alert')).toBe(false);
    expect(head).toContain(escapeHtml(EVIL));
    // The specs carry the names too, but nothing in them can close their script element.
    expect(specs.slice(1)).not.toContain('<');
    expect(specs).toContain('\\u003cscript\\u003e');
    expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
    expect(JSON.parse(scriptJson({ a: '</script>\u2028' }))).toEqual({ a: '</script>\u2028' });
  });

  it('is self-contained: the three libraries inlined, nothing loaded from elsewhere', () => {
    for (const lib of ['/* vega */', '/* vega-lite */', '/* vega-embed */']) expect(html.includes(lib)).toBe(true);
    expect(/<script[^>]+src=/.test(html)).toBe(false);
    expect(/<link[^>]+href=/.test(html)).toBe(false);
    expect(html.includes('sourceMappingURL')).toBe(false);
    // Exactly three script elements: the specs, the libraries, the page's own code.
    expect(html.match(/<script[\s>]/g)?.length).toBe(3);
    expect(html.match(/<\/script>/g)?.length).toBe(3);
  });

  it('states mission, fidelity, strategy, lineup, games, seed and the command', () => {
    for (const label of ['Mission', 'Map fidelity', 'Strategy', 'Lineup', 'Games', 'Seed', 'Rules']) expect(head).toContain(`<dt>${label}</dt>`);
    expect(head).toContain('npx zsim run --mission season1/00-tutorial');
    expect(head).toContain(escapeHtml(`--report 'out ${EVIL.replaceAll("'", `'\\''`)}.html'`));
  });

  it('is deterministic', () => {
    expect(renderReport(page) === html).toBe(true);
  });

  it('warns in its header when a scripted strategy played, not when a searching one did, and says what the map fidelity means', async () => {
    const strategy = async (name: string) => loadStrategy(`${ROOT}strategies/${name}.ts`);
    expect([await strategy('greedy'), await strategy('random'), await strategy('expert')].map(isScripted)).toEqual([true, true, false]);
    const header = (over: Parameters<typeof metaFor>[1]) => {
      const text = renderReport(runReportPage(metaFor(stats, over), stats, 'r.html'));
      return text.slice(0, text.indexOf('<script'));
    };
    expect(header({ scripted: true })).toContain('<p class="caveat">greedy is a scripted strategy: these are the win rates of this bot; stronger play may win more.</p>');
    expect(header({ strategy: 'expert', scripted: false })).not.toContain('class="caveat"');
    expect(header({ fidelity: 'approximate' })).toContain('<dd>approximate: not exactly the published map: parts of it were reconstructed or guessed');
    expect(header({ fidelity: 'faithful' })).toContain('<dd>faithful: checked against the published map on a real table</dd>');
  });
});
