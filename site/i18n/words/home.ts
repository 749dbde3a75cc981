/** The home page's words (site/pages/[...locale]/index.astro); its welcome text is content/guides/<locale>/welcome.mdx. */
import { translations } from '../words';

const en = {
  /** The page's title is the site's name. */
  title: 'Berserker Chess',
  description: 'Berserker Chess: chess with an immortal knight whose release and return are decided by your opponent. Rules, rulings, variants and live boards.',
  eyebrow: 'Chess, with one piece that will not stay dead',
  heading: 'Berserker Chess',
  readRules: 'Read the rules',
  tryLab: 'Try the rules lab',
  caption: "Your turn as Black: your pawn on e5 has reached the centre, so you place White's Berserker. Pick a white knight, then a starred square.",
  nextTitle: 'Where to go next',
  /** The cards, in order, by the page each links to (`rules`: /rules/, or /de/rules/ on the German page). */
  cards: {
    rules: { title: 'Learn the rules', text: 'Ten short rules, each with a board that shows it happen.' },
    rulings: { title: 'Why these rules', text: 'Where the original drafts disagree, what we chose, and every alternative on a board.' },
    variants: { title: 'Variants', text: 'Game of Pawns, Berolina, Battle of the Kings, 12x12 Brawl Chess — and a lab to mix rule options.' },
    notation: { title: 'Notation', text: 'Z for the Berserker, Nb1=Z, Zf1, the extended FEN and PGN tags.' },
    embed: { title: 'Boards for your site', text: 'One script tag puts a live board in any web page.' },
    puzzles: { title: 'Puzzles', text: 'Tactics that only exist with an immortal knight: releases, placements and Berserker mates to solve.' },
    play: { title: 'Play', text: 'A full game against a friend or the computer, in any variant and with any rule options.' },
  },
};

const de: typeof en = {
  title: 'Berserker Chess',
  description: 'Berserker-Schach: Schach mit einem unsterblichen Springer, über dessen Freisetzung und Rückkehr dein Gegner entscheidet. Regeln, Entscheidungen, Varianten und Live-Bretter.',
  eyebrow: 'Schach mit einer Figur, die nicht tot bleibt',
  heading: 'Berserker-Schach',
  readRules: 'Zu den Regeln',
  tryLab: 'Ins Regellabor',
  caption: 'Du spielst Schwarz und bist dran: Dein Bauer auf e5 hat das Zentrum erreicht, also setzt du den Berserker von Weiß ein. Wähl einen weißen Springer, dann ein Feld mit Stern.',
  nextTitle: 'Wie es weitergeht',
  cards: {
    rules: { title: 'Die Regeln lernen', text: 'Zehn kurze Regeln, jede mit einem Brett, auf dem du sie in Aktion siehst.' },
    rulings: { title: 'Warum diese Regeln', text: 'Wo sich die ursprünglichen Entwürfe widersprechen, wofür wir uns entschieden haben – und jede Alternative auf einem Brett.' },
    variants: { title: 'Varianten', text: 'Bauernspiel, Berolina, Schlacht der Könige, Brawl-Schach auf 12x12 – und ein Labor, in dem du Regeloptionen mischst.' },
    notation: { title: 'Notation', text: 'Z für den Berserker, Nb1=Z, Zf1, die erweiterte FEN und die PGN-Tags.' },
    embed: { title: 'Bretter für deine Website', text: 'Ein einziges Script-Tag bringt ein Live-Brett auf jede Webseite.' },
    puzzles: { title: 'Aufgaben', text: 'Taktik, die es nur mit einem unsterblichen Springer gibt: Freisetzungen, Einsetzzüge und Berserker-Matts zum Lösen.' },
    play: { title: 'Spielen', text: 'Eine ganze Partie gegen einen Freund oder den Computer, in jeder Variante und mit beliebigen Regeloptionen.' },
  },
};

export default translations({ en, de });
