/**
 * The new-game form (site/components/PlaySetup.astro): its values as Settings and back. The lists it
 * offers (variants, levels, rule options) were written into it at build time from the engine, so the
 * page reads what is allowed from the form itself. Rule options go through the engine's parseRules and
 * makeRules: the form never writes or reads the rules text on its own.
 */
import { makeRules, parseRules, ruleOptionList } from '@berserker-chess/engine';
import type { Allowed } from './storage';
import { CLOCK_PRESETS, type ClockId, type Colour, type Settings } from './types';

/** The rules text (only what differs from the defaults) for a rule option per key, as the form's selects hold them. */
export function rulesFromValues(values: Readonly<Record<string, string>>): string {
  const text = ruleOptionList()
    .map((o) => `${o.key}=${values[o.key] ?? o.default}`)
    .join('; ');
  try {
    return makeRules(parseRules(text));
  } catch {
    return '';
  }
}

/** The form's value per rule option for a rules text: the value whose meaning the engine reads as the text's. */
export function valuesFromRules(rules: string): Record<string, string> {
  const r = parseRules(rules);
  const out: Record<string, string> = {};
  for (const o of ruleOptionList()) out[o.key] = o.values.find((v) => parseRules(`${o.key}=${v}`)[o.key] === r[o.key]) ?? o.default;
  return out;
}

export class SetupForm {
  readonly allowed: Allowed;

  constructor(readonly form: HTMLFormElement) {
    this.allowed = {
      variants: this.options('variant').map((o) => o.value),
      berserkerVariants: this.options('variant')
        .filter((o) => o.hasAttribute('data-berserker'))
        .map((o) => o.value),
      levels: this.options('level').map((o) => o.value),
    };
    form.addEventListener('change', () => this.changed());
  }

  levelName(id: string): string {
    return this.option('level', id)?.textContent?.trim() ?? id;
  }

  /** The level's time per move (ms), as the engine's LEVELS give it. */
  levelMovetime(id: string): number {
    return Number(this.option('level', id)?.dataset.movetime) || 1000;
  }

  variantName(id: string): string {
    return this.option('variant', id)?.textContent?.trim() ?? id;
  }

  hasBerserker(variant: string): boolean {
    return this.allowed.berserkerVariants.includes(variant);
  }

  /** The colour select's value: `white`, `black` or `random`. */
  get colourChoice(): string {
    return this.field<HTMLSelectElement>('colour').value;
  }
  set colourChoice(v: string) {
    this.field<HTMLSelectElement>('colour').value = v;
  }

  /** The settings the form shows (a `random` colour drawn now). */
  read(): Settings {
    const data = new FormData(this.form);
    const variant = String(data.get('variant') ?? 'berserker');
    const values = Object.fromEntries(ruleOptionList().map((o) => [o.key, String(data.get(o.key) ?? o.default)]));
    let colour = String(data.get('colour') ?? 'white');
    if (colour !== 'white' && colour !== 'black') colour = Math.random() < 0.5 ? 'white' : 'black';
    const clock = String(data.get('clock') ?? 'none');
    return {
      opponent: data.get('opponent') === 'human' ? 'human' : 'computer',
      level: String(data.get('level') ?? 'beginner'),
      colour: colour as Colour,
      variant,
      rules: this.hasBerserker(variant) ? rulesFromValues(values) : '',
      clock: clock in CLOCK_PRESETS ? (clock as ClockId) : 'none',
    };
  }

  /** Shows `s` in the form. */
  write(s: Settings): void {
    const radio = this.form.querySelector<HTMLInputElement>(`input[name="opponent"][value="${s.opponent}"]`);
    if (radio) radio.checked = true;
    this.field<HTMLSelectElement>('level').value = s.level;
    this.field<HTMLSelectElement>('colour').value = s.colour;
    this.field<HTMLSelectElement>('variant').value = s.variant;
    const values = valuesFromRules(s.rules);
    for (const o of ruleOptionList()) this.field<HTMLSelectElement>(o.key).value = values[o.key]!;
    this.field<HTMLSelectElement>('clock').value = s.clock;
    this.changed();
  }

  show(): void {
    this.form.hidden = false;
    this.changed();
  }

  /** Shows the fields that apply to the choices made. */
  changed(): void {
    const data = new FormData(this.form);
    const vsComputer = data.get('opponent') !== 'human';
    for (const el of this.form.querySelectorAll<HTMLElement>('[data-computer-only]')) el.hidden = !vsComputer;
    const berserker = this.hasBerserker(String(data.get('variant')));
    this.form.querySelector<HTMLElement>('[data-rules]')!.hidden = !berserker;
    this.form.querySelector<HTMLElement>('[data-no-rules]')!.hidden = berserker;
    const opt = this.option('level', String(data.get('level')));
    this.form.querySelector<HTMLElement>('[data-level-help]')!.textContent = opt ? `${opt.textContent?.trim()}: ${opt.dataset.description}.` : '';
  }

  private field<T extends Element>(name: string): T {
    return this.form.elements.namedItem(name) as unknown as T;
  }

  private options(name: string): HTMLOptionElement[] {
    return [...this.field<HTMLSelectElement>(name).querySelectorAll('option')];
  }

  private option(name: string, value: string): HTMLOptionElement | undefined {
    return this.options(name).find((o) => o.value === value);
  }
}
