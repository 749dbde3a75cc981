/** The Rulings page's own words (site/pages/[...locale]/rulings.astro); the rulings themselves are content/rulings/. */
import { translations } from '../words';

const en = {
  title: 'Rulings',
  description: 'Where the two Berserker Chess drafts contradict each other, the reading we chose, each rule option on a board, and our rulings on questions no text answers.',
  eyebrow: 'Why the rules read the way they do',
  heading: 'Rulings',
  lead: 'Berserker Chess was published as two drafts that disagree with each other — and sometimes with themselves. This page lists every disagreement, the reading we play, and the other readings as rule options you can switch on.',
  intro:
    'The two sources are a Markdown draft dated 23 December 2024 and a web page dated 21 January 2025, both marked version 0.4. Where the later one is clear, it wins. Every other plausible reading became a named <strong>option</strong>: the engine and every board on this site can play it, and a game record names it in a <code>[Rules]</code> tag, for example <code>[Rules "trigger=cross; threat=owner"]</code>. Use the buttons above each pair of boards to flip between readings; the <a href="/variants/bgm/">rules lab</a> lets you combine them and play.',
  tableLabel: 'Rule options',
  tableCaption: 'Rule options at a glance',
  option: 'Option',
  default: 'Default',
  otherValues: 'Other values',
  rule: 'Rule',
  /** Above each ruling, by its kind. */
  kinds: {
    option: 'Contradiction · rule option',
    contradiction: 'Contradiction',
    clarification: 'Clarification',
    hole: 'Ruling',
  } as Record<string, string>,
};

const de: typeof en = {
  title: 'Entscheidungen',
  description: 'Wo sich die beiden Entwürfe des Berserker-Schachs widersprechen, welche Lesart wir gewählt haben, jede Regeloption an einem Brett und unsere Entscheidungen zu Fragen, die kein Text beantwortet.',
  eyebrow: 'Warum die Regeln so lauten, wie sie lauten',
  heading: 'Entscheidungen',
  lead: 'Berserker-Schach wurde in zwei Entwürfen veröffentlicht, die einander widersprechen – und manchmal auch sich selbst. Diese Seite führt jeden Widerspruch auf, die Lesart, nach der wir spielen, und die anderen Lesarten als Regeloptionen, die du einschalten kannst.',
  intro:
    'Die beiden Quellen sind ein Markdown-Entwurf vom 23. Dezember 2024 und eine Webseite vom 21. Januar 2025, beide als Version 0.4 gekennzeichnet. Wo die spätere eindeutig ist, gilt sie. Jede andere plausible Lesart wurde zu einer benannten <strong>Option</strong>: Die Engine und jedes Brett dieser Website können sie spielen, und eine Partienotation nennt sie in einem <code>[Rules]</code>-Tag, zum Beispiel <code>[Rules "trigger=cross; threat=owner"]</code>. Mit den Schaltern über jedem Brettpaar wechselst du zwischen den Lesarten; im <a href="/de/variants/bgm/">Regellabor</a> kannst du sie kombinieren und spielen.',
  tableLabel: 'Regeloptionen',
  tableCaption: 'Die Regeloptionen auf einen Blick',
  option: 'Option',
  default: 'Standard',
  otherValues: 'Andere Werte',
  rule: 'Regel',
  kinds: {
    option: 'Widerspruch · Regeloption',
    contradiction: 'Widerspruch',
    clarification: 'Klarstellung',
    hole: 'Entscheidung',
  },
};

export default translations({ en, de });
