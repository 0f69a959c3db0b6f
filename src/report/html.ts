/**
 * The HTML writer: one self-contained file with vega, vega-lite and vega-embed inlined (read from
 * node_modules when the report is written), so a report opens offline and fetches nothing.
 * Every text that may come from a file or a flag is escaped; the chart specs travel as JSON in a
 * non-executed script element with `<` escaped.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic.ts';
import { UserError } from '../core/errors.ts';
import type { Spec } from './charts.ts';

export interface ReportTable {
  columns: string[];
  rows: (string | number)[][];
  /** Columns (by index) aligned right: numbers. Default: every column but the first. */
  numeric?: number[];
}

export interface ReportSection {
  title: string;
  /** Half the page width (two such sections side by side on a wide screen); default: the whole width. */
  half?: boolean;
  /** A paragraph under the title. */
  text?: string;
  chart?: Spec;
  table?: ReportTable;
}

export interface ReportPage {
  title: string;
  /** Label/value lines of the header (mission, strategy, lineup, games, seed …). */
  facts: [string, string][];
  /** Warnings the reader must see with the header (e.g. that a scripted bot played). */
  caveats?: string[];
  /** The command that reproduces the report. */
  command: string;
  /** Plain sentences under the header (e.g. verdicts). */
  lead?: string[];
  sections: ReportSection[];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const LIBRARIES = [
  ['vega', 'vega.min.js'],
  ['vega-lite', 'vega-lite.min.js'],
  ['vega-embed', 'vega-embed.min.js'],
] as const;

let libraryCache: string | undefined;

/** The three libraries' minified builds, as one script text. */
export function inlineLibraries(): string {
  if (libraryCache !== undefined) return libraryCache;
  const require = createRequire(import.meta.url);
  const parts = LIBRARIES.map(([pkg, file]) => {
    let main: string;
    try {
      main = require.resolve(pkg);
    } catch {
      throw new UserError(`cannot write a report: the package ${pkg} is not installed (run npm install)`);
    }
    const text = readFileSync(path.join(path.dirname(main), file), 'utf8');
    // No source-map comment (nothing to fetch), and nothing that could close the script element.
    return `/* ${pkg} */\n${text.replace(/\/\/# sourceMappingURL=\S*/g, '').replace(/<\/(script)/gi, '<\\/$1')}`;
  });
  libraryCache = parts.join('\n;\n');
  return libraryCache;
}

const STYLE = `
:root { color-scheme: light; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1c2430; margin: 0; background: #f6f7f9; }
main { max-width: 1140px; margin: 0 auto; padding: 24px 28px 48px; background: #fff; }
.sections { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); column-gap: 28px; }
.sections > section { grid-column: 1 / -1; min-width: 0; }
.sections > section.half { grid-column: auto; }
@media (max-width: 1100px) { .sections > section.half { grid-column: 1 / -1; } }
h1 { font-size: 26px; margin: 0 0 12px; }
h2 { font-size: 19px; margin: 30px 0 6px; border-top: 1px solid #e3e6ea; padding-top: 18px; }
table { border-collapse: collapse; font-size: 14px; }
th, td { padding: 3px 12px 3px 0; text-align: left; vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
dl.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr); gap: 3px 14px; margin: 0 0 10px; font-size: 14px; }
dl.facts dt { color: #5b6570; font-weight: 600; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.data { margin-top: 8px; font-size: 13px; }
.data th, .data td { padding-right: 9px; }
.data th { border-bottom: 1px solid #c9ced4; }
.data td { border-bottom: 1px solid #eef0f2; }
pre { background: #f1f3f5; padding: 8px 12px; border-radius: 4px; overflow-x: auto; font-size: 13px; white-space: pre-wrap; word-break: break-all; }
.lead p { margin: 6px 0; font-size: 16px; }
.note { color: #5b6570; margin: 2px 0 8px; }
.caveat { margin: 4px 0 10px; padding: 6px 10px; border-left: 4px solid #f9a825; background: #fff8e1; }
.chart { margin: 8px 0; min-height: 40px; }
footer { color: #8a939c; font-size: 12px; margin-top: 36px; }
`;

function tableHtml(t: ReportTable, cls: string): string {
  const numeric = new Set(t.numeric ?? t.columns.map((_, i) => i).slice(1));
  const cell = (tag: string, v: string | number, i: number) => `<${tag}${numeric.has(i) ? ' class="num"' : ''}>${escapeHtml(String(v))}</${tag}>`;
  const head = `<tr>${t.columns.map((c, i) => cell('th', c, i)).join('')}</tr>`;
  const body = t.rows.map((r) => `<tr>${r.map((v, i) => cell('td', v, i)).join('')}</tr>`).join('\n');
  return `<table class="${cls}">\n<thead>${head}</thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** The whole page as a string (deterministic: no dates, no paths of this machine). */
export function renderReport(page: ReportPage): string {
  const specs: Spec[] = [];
  const sections = page.sections.map((s) => {
    const parts = [`<h2>${escapeHtml(s.title)}</h2>`];
    if (s.text) parts.push(`<p class="note">${escapeHtml(s.text)}</p>`);
    if (s.chart) {
      parts.push(`<div class="chart" id="chart-${specs.length}"></div>`);
      specs.push(s.chart);
    }
    if (s.table) parts.push(tableHtml(s.table, 'data'));
    return `<section${s.half ? ' class="half"' : ''}>\n${parts.join('\n')}\n</section>`;
  });
  const facts = `<dl class="facts">\n${page.facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('\n')}\n</dl>`;
  const lead = page.lead?.length ? `<div class="lead">${page.lead.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</div>` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${facts}
${(page.caveats ?? []).map((c) => `<p class="caveat">${escapeHtml(c)}</p>`).join('\n')}
<p class="note">Reproduce this report with:</p>
<pre><code>${escapeHtml(page.command)}</code></pre>
${lead}
<div class="sections">
${sections.join('\n')}
</div>
<footer>Made by zsim. Charts: Vega-Lite (inlined; this file needs no network).</footer>
</main>
<script id="zsim-specs" type="application/json">${scriptJson(specs)}</script>
<script>
${inlineLibraries()}
</script>
<script>
(function () {
  var specs = JSON.parse(document.getElementById('zsim-specs').textContent);
  var shown = specs.map(function (spec, i) {
    return vegaEmbed('#chart-' + i, spec, { renderer: 'svg', actions: false });
  });
  Promise.all(shown).then(
    function () { document.body.setAttribute('data-rendered', String(specs.length)); },
    function (e) { document.body.setAttribute('data-render-error', String((e && e.message) || e)); console.error(e); }
  );
})();
</script>
</body>
</html>
`;
}

export function writeReport(file: string, page: ReportPage): void {
  writeFileAtomic(file, renderReport(page));
}
