/**
 * The names the new-game form gives the engine's lists: the computer's levels (LEVELS: name and what it
 * does), the Berserker rule options (ruleOptionList: label and what each value means) and the clocks.
 * English is the engine's own wording, read from the engine, so a level or option the engine adds shows
 * up here as a key German lacks (tests/i18n.test.ts).
 */
import { LEVELS, LEVEL_IDS, ruleOptionList } from '@berserker-chess/engine';
import { translations } from '../words';

type Named = { readonly name: string; readonly description: string };
type OptionWords = { readonly label: string; readonly values: Readonly<Record<string, string>> };

const levels: Record<string, Named> = Object.fromEntries(LEVEL_IDS.map((id) => [id, { name: LEVELS[id].name, description: LEVELS[id].description }]));
const options: Record<string, OptionWords> = Object.fromEntries(
  ruleOptionList().map((o) => [o.key, { label: o.label, values: Object.fromEntries(o.values.map((v, i) => [v, o.valueLabels[i]!])) }]),
);

const en = {
  levels,
  options,
  /** After the default value in a rule option's list. */
  isDefault: ' (default)',
  clocks: {
    none: 'No clock',
    '5+3': '5 minutes + 3 seconds a decision',
    '10+5': '10 minutes + 5 seconds a decision',
    '15+10': '15 minutes + 10 seconds a decision',
  },
};

const de: typeof en = {
  levels: {
    beginner: { name: 'Anfänger', description: 'schaut zwei Halbzüge voraus und verschätzt sich oft' },
    casual: { name: 'Gelegenheitsspieler', description: 'schaut drei Halbzüge voraus und verschätzt sich manchmal' },
    club: { name: 'Vereinsspieler', description: 'rechnet bis zu sechs Halbzüge tief, höchstens anderthalb Sekunden lang' },
    strong: { name: 'Stark', description: 'rechnet so tief, wie es drei Sekunden erlauben' },
  },
  options: {
    trigger: {
      label: 'Auslösung (R2)',
      values: {
        center: 'ein Zug, der auf der relativen 4. Reihe oder weiter vorn endet, löst aus',
        cross: 'ein Zug, der auf der relativen 5. Reihe oder weiter vorn endet, löst aus',
      },
    },
    release: {
      label: 'Freisetzung (R3)',
      values: {
        'opponent-places': 'der Gegner wählt einen Springer und setzt ihn ein',
        'owner-marks': 'der Gegner bestimmt einen Springer der auslösenden Seite dort, wo er steht, zum Berserker',
      },
    },
    capture: {
      label: 'Wiedereinsetzen (R4)',
      values: {
        'owner-turn': 'der geschlagene Berserker wird im nächsten Zug seines Besitzers eingesetzt',
        'capturer-turn': 'wer ihn schlägt, setzt ihn im selben Zug wieder ein',
      },
    },
    threat: {
      label: 'Geschützte Figuren (R5)',
      values: {
        placer: 'ein eingesetzter Berserker darf keine Figur des einsetzenden Spielers angreifen',
        owner: 'ein eingesetzter Berserker darf keine Figur seines Besitzers angreifen',
        none: 'keine Bedingung zum Angriff',
      },
    },
    ohNo: {
      label: '„Oh nein!“-Rücknahmen (R8)',
      values: { off: 'keine Rücknahmen', on: 'eine Rücknahme je Spieler' },
    },
  },
  isDefault: ' (Standard)',
  clocks: {
    none: 'Ohne Uhr',
    '5+3': '5 Minuten + 3 Sekunden pro Entscheidung',
    '10+5': '10 Minuten + 5 Sekunden pro Entscheidung',
    '15+10': '15 Minuten + 10 Sekunden pro Entscheidung',
  },
};

export const PLAY_SETUP_WORDS = translations({ en, de });
