/**
 * The ways in besides a link: "Load PGN or FEN" (pasted text, or a file or text dropped on the board
 * area) and a new board of any variant with any rule options. Each is opened by open.ts (the engine
 * judges it); a refusal is said in the panel with the engine's words and the analysis on the board is
 * left as it was. A game that opens goes to the page as one edit (Undo brings the old one back).
 */
import { openPosition, openText, type Opened } from './open';
import { analysisWords } from './words';

const LOAD_WORDS = analysisWords().load;

export interface LoadHost {
  open(opened: Extract<Opened, { ok: true }>, said: string): void;
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, sel: string): T => root.querySelector<T>(sel)!;

/** Dropped files larger than this are not read (a PGN collection of many megabytes is not one game). */
const MAX_DROP = 2_000_000;

export class LoadPanel {
  private readonly text: HTMLTextAreaElement;
  private readonly status: HTMLElement;
  private readonly variant: HTMLSelectElement;
  private readonly rules: HTMLInputElement;

  constructor(root: HTMLElement, dropZone: HTMLElement, private readonly host: LoadHost) {
    this.text = $<HTMLTextAreaElement>(root, '[data-load-text]');
    this.status = $(root, '[data-load-status]');
    this.variant = $<HTMLSelectElement>(root, '[data-new-variant]');
    this.rules = $<HTMLInputElement>(root, '[data-new-rules]');
    $<HTMLFormElement>(root, '[data-load-form]').addEventListener('submit', (e) => {
      e.preventDefault();
      this.load(this.text.value, LOAD_WORDS.pasteProblem);
    });
    $<HTMLFormElement>(root, '[data-new-form]').addEventListener('submit', (e) => {
      e.preventDefault();
      const o = openPosition(this.variant.value, '', this.rules.value);
      if (!o.ok) return this.say(LOAD_WORDS.pasteProblem(o.message), true);
      this.say('', false);
      this.host.open(o, LOAD_WORDS.newGame(this.variant.selectedOptions[0]?.textContent ?? this.variant.value, this.rules.value.trim()));
    });
    dropZone.addEventListener('dragover', (e) => {
      if (!e.dataTransfer) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
      dropZone.classList.add('drop-target');
    });
    dropZone.addEventListener('dragleave', () => dropZone.classList.remove('drop-target'));
    dropZone.addEventListener('drop', (e) => {
      e.preventDefault();
      dropZone.classList.remove('drop-target');
      void this.dropped(e.dataTransfer);
    });
  }

  private async dropped(data: DataTransfer | null): Promise<void> {
    const file = data?.files[0];
    if (file) {
      if (file.size > MAX_DROP || (file.type && !/^text\/|pgn|chess/.test(file.type))) return this.say(LOAD_WORDS.dropNotText, true);
      this.load(await file.text(), LOAD_WORDS.dropProblem);
      return;
    }
    const text = data?.getData('text/plain') ?? '';
    if (!text) return this.say(LOAD_WORDS.dropNotText, true);
    this.load(text, LOAD_WORDS.dropProblem);
  }

  private load(text: string, problem: (m: string) => string): void {
    const o = openText(text, this.variant.value, '');
    if (!o.ok) return this.say(o.message === LOAD_WORDS.pasteEmpty ? o.message : problem(o.message), true);
    this.say('', false);
    this.host.open(o, [LOAD_WORDS.pasted(o.what), ...o.problems].join(' '));
  }

  private say(text: string, error: boolean): void {
    this.status.textContent = text;
    this.status.classList.toggle('error', error);
  }
}
