/**
 * The Learn path page (/learn/): the stars earned on every exercise, each stage's completion and the
 * whole path's, and "Continue" pointing at the first exercise not solved yet. Progress is read from
 * localStorage defensively (progress.ts): broken or unreadable storage shows an empty path.
 */
import { browserStore, emptyProgress, firstUnsolved, stageSummary, starText } from './progress';
import { storageWarning } from '../shared/progress';
import { exerciseHref } from './address';
import { LEARN_WORDS } from './words';
import { localHref } from '../../i18n/locale';
import { pageLocale } from '../../i18n/page-locale';

interface PathStage {
  readonly id: string;
  readonly title: string;
  readonly exercises: ReadonlyArray<{ readonly id: string; readonly title: string }>;
}

const locale = pageLocale();
const w = LEARN_WORDS[locale];
const stages: PathStage[] = JSON.parse(document.getElementById('learn-path-data')?.textContent || '[]');
const all = stages.flatMap((s) => s.exercises.map((e) => ({ ...e, stage: s.id })));
const store = browserStore();
storageWarning(document.querySelector<HTMLElement>('[data-storage-warning]'), store, w.storage);
let progress = store.load(new Set(all.map((e) => e.id)));

function render(): void {
  for (const li of document.querySelectorAll<HTMLElement>('[data-learn-item]')) {
    const s = starText(progress.stars[li.dataset.learnItem!] ?? 0, locale);
    li.querySelector('[data-stars]')!.textContent = s.glyphs;
    li.querySelector('[data-stars-words]')!.textContent = `, ${s.words}`;
  }
  for (const stage of stages) {
    const el = document.querySelector<HTMLElement>(`[data-learn-stage="${stage.id}"]`);
    if (!el) continue;
    const sum = stageSummary(stage.exercises.map((e) => e.id), progress);
    el.classList.toggle('complete', sum.complete);
    el.querySelector('[data-stage-summary]')!.textContent = w.stageSummary(sum);
  }
  const total = stageSummary(all.map((e) => e.id), progress);
  document.querySelector('[data-learn-total]')!.textContent = w.pathTotal(total);
  const next = firstUnsolved(all, progress);
  const cont = document.querySelector<HTMLAnchorElement>('[data-learn-continue]')!;
  if (next) {
    cont.href = exerciseHref(next.stage, next.id, locale);
    cont.textContent = total.done === 0 ? w.startFirst : w.continueWith(next.title);
  } else {
    cont.href = localHref(locale, '/play/');
    cont.textContent = w.allSolved;
  }
}

document.querySelector('[data-learn-reset]')?.addEventListener('click', () => {
  if (!confirm(w.forgetConfirm)) return;
  progress = emptyProgress();
  if (!store.save(progress)) {
    const n = document.querySelector<HTMLElement>('[data-learn-notice]')!;
    n.textContent = w.forgetRefused;
    n.hidden = false;
  }
  render();
});

render();
