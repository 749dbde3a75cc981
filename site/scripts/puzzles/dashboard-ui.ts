/**
 * The Puzzles page's record of the reader: the rating with its chart, the dashboard (by theme and by
 * variant: tried, solved, failed, a rating each) and the progress file (save it, load it in another
 * browser). Everything it draws comes from the progress the page script hands it.
 */
import type { PuzzleFacts } from './types';
import { dashboard, historyPath, type DashboardRow } from './modes';
import type { Progress } from './progress';
import { exportName, exportText, importText } from './transfer';
import { PUZZLE_WORDS } from './words';
import { pageLocale } from '../../i18n/page-locale';
import { dayKey } from './logic';
import { $ } from './dom';

const SVG = 'http://www.w3.org/2000/svg';
const CHART = { width: 240, height: 60 };

export interface RecordHost {
  progress(): Progress;
  /** Puts a loaded file's progress in place of the page's (saved, everything redrawn). */
  replace(p: Progress): void;
  byId: ReadonlyMap<string, PuzzleFacts>;
  /** A theme's or a variant's name as the page shows it. */
  themeName(id: string): string;
  variantName(id: string): string;
}

/** One table of the dashboard: a row per theme or variant. */
function table(caption: string, head: string, rows: readonly DashboardRow[], name: (key: string) => string): HTMLTableElement {
  const DASHBOARD = PUZZLE_WORDS[pageLocale()].dashboard;
  const t = document.createElement('table');
  t.className = 'puzzle-dashboard-table';
  t.createCaption().textContent = caption;
  const hr = t.createTHead().insertRow();
  for (const h of [head, DASHBOARD.tried, DASHBOARD.solved, DASHBOARD.failed, DASHBOARD.rating]) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = h;
    hr.append(th);
  }
  const body = t.createTBody();
  for (const r of rows) {
    const tr = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = name(r.key);
    tr.append(th);
    for (const v of [r.tried, r.solved, r.failed, r.rating]) tr.insertCell().textContent = String(v);
  }
  return t;
}

/** Wires the record; `render(change)` redraws it (`change`: the rating's last change, to show beside it). */
export function recordPanel(host: RecordHost): { render(change?: number | null): void } {
  const locale = pageLocale();
  const w = PUZZLE_WORDS[locale];
  const rating = $('[data-puzzle-rating]');
  const chart = $('[data-rating-chart]');
  const board = $('[data-puzzle-dashboard]');
  const status = $('[data-file-status]');

  function renderChart(p: Progress): void {
    const path = historyPath(p.history, CHART.width, CHART.height);
    if (!path) {
      chart.replaceChildren(w.noHistory);
      return;
    }
    // The line for the eye; the same facts in words under it, for everyone (so the picture is hidden from screen readers).
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `-2 -2 ${CHART.width + 4} ${CHART.height + 4}`);
    svg.setAttribute('aria-hidden', 'true');
    const line = document.createElementNS(SVG, 'path');
    line.setAttribute('d', path.d);
    svg.append(line);
    const words = document.createElement('p');
    words.textContent = w.chartLabel(p.history.length, path.low, path.high, p.history.at(-1)!.rating);
    chart.replaceChildren(svg, words);
  }

  function renderDashboard(p: Progress): void {
    const { themes, variants } = dashboard(p.attempts, host.byId);
    if (!variants.length) {
      const empty = document.createElement('p');
      empty.textContent = w.dashboard.empty;
      board.replaceChildren(empty);
      return;
    }
    board.replaceChildren(
      table(w.dashboard.byTheme, w.dashboard.theme, themes, host.themeName),
      table(w.dashboard.byVariant, w.dashboard.variant, variants, host.variantName),
    );
  }

  $('[data-file-save]').addEventListener('click', () => {
    const name = exportName(dayKey(new Date()));
    const url = URL.createObjectURL(new Blob([exportText(host.progress())], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    status.textContent = w.fileSaved(name);
  });
  const input = $<HTMLInputElement>('[data-file-load]');
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const read = importText(await file.text(), new Set(host.byId.keys()), locale);
    if (!read.ok) {
      status.textContent = read.error;
      return;
    }
    if (!confirm(w.fileReplace)) return;
    host.replace(read.progress);
    status.textContent = w.fileLoaded(read.progress.solved.length, read.progress.attempts.length);
  });

  return {
    render(change = null) {
      const p = host.progress();
      rating.textContent = w.rating(p.rating.rating, p.rating.rd, change);
      renderChart(p);
      renderDashboard(p);
    },
  };
}
