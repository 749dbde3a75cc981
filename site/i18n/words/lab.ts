/**
 * The rules lab's words (site/components/RulesLab.astro and its script site/scripts/lab.ts, on the
 * BGM page). Rule values (`center`, `owner-marks`) and the [Rules] tag are the engine's text and stay.
 */
import { translations } from '../words';

const en = {
  variant: 'Variant',
  /** The rule options' labels, by the engine's key (English: the engine's ruleOptionList labels). */
  options: {
    trigger: 'Trigger (R2)',
    release: 'Release (R3)',
    capture: 'Re-placement (R4)',
    threat: 'Protected pieces (R5)',
    ohNo: 'Oh No! take-backs (R8)',
  },
  /** After the default value in a list. */
  isDefault: ' (default)',
  tagIntro: 'PGN tag for this combination: ',
  noTag: '(default rules: no tag)',
  newGame: 'New game',
  copy: 'Copy the game as PGN',
  noscript: 'The rules lab needs JavaScript: it switches the options of the live board. The board on this page shows the starting position.',
  caption: 'Play both sides. The options you chose apply from the first move.',
  pgnSummary: 'The game so far as PGN',
  /** The status after a change: `id` the variant's id, `name` its name, `rules` the [Rules] text ('' for the defaults). */
  started: (id: string, _name: string, rules: string) => `New ${id.replace(/-/g, ' ')} game${rules ? ` with ${rules}` : ' with the default rules'}.`,
  copied: 'The PGN is on the clipboard.',
  copyRefused: 'Copying is not allowed here; select the PGN below instead.',
};

const de: typeof en = {
  variant: 'Variante',
  options: {
    trigger: 'Auslösung (R2)',
    release: 'Freisetzung (R3)',
    capture: 'Wiedereinsetzen (R4)',
    threat: 'Geschützte Figuren (R5)',
    ohNo: '„Oh nein!“-Rücknahmen (R8)',
  },
  isDefault: ' (Standard)',
  tagIntro: 'PGN-Tag für diese Kombination: ',
  noTag: '(Standardregeln: kein Tag)',
  newGame: 'Neue Partie',
  copy: 'Partie als PGN kopieren',
  noscript: 'Das Regellabor braucht JavaScript: Es stellt die Optionen des Live-Bretts um. Das Brett auf dieser Seite zeigt die Ausgangsstellung.',
  caption: 'Spiel beide Seiten. Die gewählten Optionen gelten ab dem ersten Zug.',
  pgnSummary: 'Die bisherige Partie als PGN',
  started: (_id, name, rules) => `Neue Partie: ${name}${rules ? ` mit ${rules}` : ' mit den Standardregeln'}.`,
  copied: 'Die PGN ist in der Zwischenablage.',
  copyRefused: 'Kopieren ist hier nicht erlaubt; markiere stattdessen die PGN unten.',
};

export default translations({ en, de });
