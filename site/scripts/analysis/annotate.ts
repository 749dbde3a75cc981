/**
 * The annotation panel for the move shown: its comment before and after (at the start, the game's
 * opening comment), its move and position marks (NAG toggles: the engine's glyphs and words, written
 * by AnalysisAnnotate.astro), its arrows and highlights typed as PGN writes them (the keyboard's way;
 * a mouse right-drags on the board), Promote this line and Delete from here. Each change is one edit
 * (edits.ts) handed to the page, which puts it on the board and the undo stack.
 */
import { nodeAtPath, formatShapes, type GameTree } from '@berserker-chess/engine';
import { promoted, toggledNags, withComment, withNags, withTypedShapes, withoutNode, type Edit } from './edits';
import { analysisWords, type EditName } from './words';

const W = analysisWords();
const ANNOTATE_WORDS = W.annotate;

export interface AnnotateHost {
  node(): { readonly tree: GameTree; readonly path: string };
  /** Puts the edit on the board and the undo stack. */
  edit(edit: Edit, name: EditName, said: string): void;
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, sel: string): T => root.querySelector<T>(sel)!;

export class AnnotatePanel {
  private readonly at: HTMLElement;
  private readonly moveOnly: HTMLElement[];
  private readonly before: HTMLTextAreaElement;
  private readonly after: HTMLTextAreaElement;
  private readonly afterLabel: HTMLElement;
  private readonly shapes: HTMLInputElement;
  private readonly status: HTMLElement;
  private readonly nags: HTMLButtonElement[];
  /** The move a text field was being edited at (its change is saved there, wherever the board is now). */
  private editing: string | null = null;

  constructor(root: HTMLElement, private readonly host: AnnotateHost) {
    this.at = $(root, '[data-annotate-at]');
    this.moveOnly = [...root.querySelectorAll<HTMLElement>('[data-move-only]')];
    this.before = $<HTMLTextAreaElement>(root, '[data-comment="before"]');
    this.after = $<HTMLTextAreaElement>(root, '[data-comment="after"]');
    this.afterLabel = $(root, '[data-after-label]');
    this.shapes = $<HTMLInputElement>(root, '[data-shapes]');
    this.status = $(root, '[data-annotate-status]');
    this.nags = [...root.querySelectorAll<HTMLButtonElement>('button[data-nag]')];
    for (const field of [this.before, this.after, this.shapes]) {
      field.addEventListener('focus', () => (this.editing = this.host.node().path));
      field.addEventListener('change', () => this.saveField(field));
    }
    this.shapes.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.saveField(this.shapes);
    });
    for (const b of this.nags) b.addEventListener('click', () => this.toggle(Number(b.dataset.nag)));
    $(root, '[data-annotate-promote]').addEventListener('click', () => this.promote());
    $(root, '[data-annotate-delete]').addEventListener('click', () => this.remove());
  }

  /** Fills the panel for the move shown (a field being edited keeps what the reader typed). */
  show(): void {
    const { tree, path } = this.host.node();
    const node = path === '' ? null : nodeAtPath(tree, path);
    this.at.textContent = node ? ANNOTATE_WORDS.at(`${node.token.spokenLabel} ${node.san}`) : ANNOTATE_WORDS.atStart;
    for (const el of this.moveOnly) el.hidden = !node;
    this.afterLabel.textContent = node ? this.afterLabel.dataset.move! : this.afterLabel.dataset.start!;
    const keep = (field: HTMLTextAreaElement | HTMLInputElement, value: string) => {
      if (document.activeElement !== field || this.editing !== path) field.value = value;
    };
    keep(this.before, node ? node.commentsBefore.join('\n\n') : '');
    keep(this.after, (node ? node.comments : tree.comments).join('\n\n'));
    keep(this.shapes, node ? formatShapes(node.shapes) : '');
    const nags = node?.nags ?? [];
    for (const b of this.nags) {
      const n = Number(b.dataset.nag);
      b.setAttribute('aria-pressed', String(nags.includes(n)));
      b.title = W.nagName(n);
    }
  }

  private saveField(field: HTMLTextAreaElement | HTMLInputElement): void {
    const { tree } = this.host.node();
    const path = this.editing ?? this.host.node().path;
    if (path !== '' && !nodeAtPath(tree, path)) return;
    try {
      if (field === this.shapes) {
        const edit = withTypedShapes(tree, path, field.value.trim());
        if ('problem' in edit) {
          this.say(ANNOTATE_WORDS.failed(ANNOTATE_WORDS.notShapes(edit.problem)));
          return;
        }
        this.host.edit(edit, 'shapes', ANNOTATE_WORDS.saved);
      } else {
        this.host.edit(withComment(tree, path, field.value.trim(), field === this.before ? 'before' : 'after'), 'comment', ANNOTATE_WORDS.saved);
      }
    } catch (e) {
      this.say(ANNOTATE_WORDS.failed(e instanceof Error ? e.message : String(e)));
    }
  }

  private toggle(nag: number): void {
    const { tree, path } = this.host.node();
    const node = nodeAtPath(tree, path);
    if (!node) return;
    const on = !node.nags.includes(nag);
    this.host.edit(withNags(tree, path, toggledNags(node.nags, nag)), 'nags', ANNOTATE_WORDS.nag(W.nagName(nag), on));
  }

  private promote(): void {
    const { tree, path } = this.host.node();
    if (path === '' || /^0(\.0)*$/.test(path)) return this.say(ANNOTATE_WORDS.mainAlready);
    try {
      this.host.edit(promoted(tree, path), 'promote', ANNOTATE_WORDS.promoted);
    } catch (e) {
      this.say(ANNOTATE_WORDS.failed(e instanceof Error ? e.message : String(e)));
    }
  }

  private remove(): void {
    const { tree, path } = this.host.node();
    const node = nodeAtPath(tree, path);
    if (!node) return this.say(ANNOTATE_WORDS.cannotDelete);
    this.host.edit(withoutNode(tree, path), 'delete', ANNOTATE_WORDS.deleted(`${node.token.spokenLabel} ${node.san}`));
  }

  say(text: string): void {
    this.status.textContent = text;
  }
}
