/**
 * The Learn path page (/learn/): the stars earned on every exercise, each stage's completion and the
 * whole path's, and "Continue" pointing at the first exercise not solved yet. Progress is read from
 * localStorage defensively (progress.ts): broken or unreadable storage shows an empty path.
 */
import { browserStore, emptyProgress, firstUnsolved, stageSummary, starText } from './progress';
import { storageWarning } from '../shared/progress';
import { exerciseHref } from './address';

interface PathStage {
  readonly id: string;
  readonly title: string;
  readonly exercises: ReadonlyArray<{ readonly id: string; readonly title: string }>;
}

const stages: PathStage[] = JSON.parse(document.getElementById('learn-path-data')?.textContent || '[]');
const all = stages.flatMap((s) => s.exercises.map((e) => ({ ...e, stage: s.id })));
const store = browserStore();
storageWarning(document.querySelector<HTMLElement>('[data-storage-warning]'), store);
let progress = store.load(new Set(all.map((e) => e.id)));

function render(): void {
  for (const li of document.querySelectorAll<HTMLElement>('[data-learn-item]')) {
    const s = starText(progress.stars[li.dataset.learnItem!] ?? 0);
    li.querySelector('[data-stars]')!.textContent = s.glyphs;
    li.querySelector('[data-stars-words]')!.textContent = `, ${s.words}`;
  }
  for (const stage of stages) {
    const el = document.querySelector<HTMLElement>(`[data-learn-stage="${stage.id}"]`);
    if (!el) continue;
    const sum = stageSummary(stage.exercises.map((e) => e.id), progress);
    el.classList.toggle('complete', sum.complete);
    el.querySelector('[data-stage-summary]')!.textContent = `${sum.done} of ${sum.total} solved, ${sum.stars} of ${sum.maxStars} stars${sum.complete ? ' · complete ✓' : ''}`;
  }
  const total = stageSummary(all.map((e) => e.id), progress);
  document.querySelector('[data-learn-total]')!.textContent = `${total.done} of ${total.total} exercises solved, ${total.stars} of ${total.maxStars} stars.`;
  const next = firstUnsolved(all, progress);
  const cont = document.querySelector<HTMLAnchorElement>('[data-learn-continue]')!;
  if (next) {
    cont.href = exerciseHref(next.stage, next.id);
    cont.textContent = total.done === 0 ? 'Start with exercise 1' : `Continue: ${next.title}`;
  } else {
    cont.href = '/play/';
    cont.textContent = 'All solved: play a game';
  }
}

document.querySelector('[data-learn-reset]')?.addEventListener('click', () => {
  if (!confirm('Forget the stars you have earned on the Learn path?')) return;
  progress = emptyProgress();
  if (!store.save(progress)) {
    const n = document.querySelector<HTMLElement>('[data-learn-notice]')!;
    n.textContent = 'This browser did not let the page change the saved progress.';
    n.hidden = false;
  }
  render();
});

render();
