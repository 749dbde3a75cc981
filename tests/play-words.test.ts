/**
 * The Play page in German (/de/play/): the words tables of site/scripts/play/ filled in — whose decision
 * it is, the result with its points from the engine's status (the board's names for reasons and colours),
 * the settings line, draw offers, the computer's failures, saved games and links that cannot be used,
 * the PGN's event and players, the clocks read out. English stays as it was (tests/play.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { Game, LEVEL_IDS, VARIANT_DEFS, endStatus } from '@berserker-chess/engine';
import { PLAY_WORDS } from '../site/scripts/play/words';
import { PAGE_WORDS } from '../site/scripts/play/page-words';
import { RESTORE_WORDS } from '../site/scripts/play/restore-words';
import { DrawOffers, type DrawHost } from '../site/scripts/play/draws';
import { failureText } from '../site/scripts/play/computer';
import { EngineError } from '../site/scripts/shared/engine/engine-client';
import { ENGINE_WORDS } from '../site/scripts/shared/engine/engine-words';
import { readSaved, type Allowed } from '../site/scripts/play/storage';
import { readPlayLink, MAX_LINK_VALUE } from '../site/scripts/play/link';
import { gamePgn, playerNames } from '../site/scripts/play/pgn';
import { spokenClock } from '../site/scripts/play/clock';
import { replayLine } from '../site/scripts/play/session';
import { PLAY_SETUP_WORDS } from '../site/i18n/words/play-setup-words';
import type { Colour, Settings } from '../site/scripts/play/types';

const w = PLAY_WORDS.de;
const say = PAGE_WORDS.de;
const restore = RESTORE_WORDS.de;
const settings: Settings = { opponent: 'computer', level: 'beginner', colour: 'white', variant: 'berserker', rules: 'trigger=cross', clock: '5+3' };
const names = { levelName: (id: string) => PLAY_SETUP_WORDS.de.levels[id]!.name, variantName: () => 'Berserker-Schach', hasBerserker: () => true };

describe('the Play page in German: the game', () => {
  const base = { over: false, ended: false, human: 'white' as const, clock: true, thinking: false, stuck: null };
  const release = { controller: 'white' as const, turn: 'black' as const, status: null, placement: 'release' as const };

  it('says whose decision it is, placement turns included', () => {
    expect(w.turnText({ ...base, end: release })).toEqual([
      'Du entscheidest: Setze den Berserker von Schwarz ein.',
      'Schwarz ist am Zug, aber bei einem Einsetzzug wählt der Gegner das Feld – also du. Wähle, falls gefragt, einen Springer, dann ein Feld mit Stern. Deine Uhr läuft.',
    ]);
    const computerMoves = { ...release, controller: 'black' as const, placement: null };
    expect(w.turnText({ ...base, end: computerMoves, thinking: true })[0]).toBe('Der Computer (Schwarz) denkt nach.');
    expect(w.turnText({ ...base, end: { ...release, controller: 'black', turn: 'white' } })).toEqual([
      'Der Computer setzt deinen Berserker ein.',
      'Du bist am Zug, aber bei einem Einsetzzug wählt der Gegner das Feld. Die Uhr des Computers läuft.',
    ]);
    expect(w.turnText({ ...base, human: null, clock: false, end: { ...release, placement: 'mark', turn: 'white' } })[0]).toBe('Weiß bestimmt einen der Springer von Schwarz zum Berserker.');
    expect(w.turnText({ ...base, human: null, end: computerMoves })[0]).toBe('Schwarz am Zug.');
    expect(w.turnText({ ...base, end: { ...release, placement: null, turn: 'white' } })[0]).toBe('Du bist am Zug (Weiß).');
    expect(w.turnText({ ...base, over: true, end: release })).toEqual(['Partie beendet.', expect.stringContaining('(oder nimm zurück)')]);
    expect(w.turnText({ ...base, end: computerMoves, stuck: 'x' })[0]).toBe('Der Computer konnte nicht ziehen.');
  });

  it('gives the result with its points from the engine’s status, in the board’s words', () => {
    const mate = new Game({ variant: 'chess' });
    for (const m of ['f3', 'e5', 'g4', 'Qh4#']) mate.play(m);
    expect(w.outcome(mate.status(), 'white')).toBe('Schachmatt: Der Computer gewinnt – 1 Punkt für Schwarz. Stand 0–1.');
    expect(w.outcome(mate.status(), null)).toBe('Schachmatt: Schwarz gewinnt – 1 Punkt für Schwarz. Stand 0–1.');
    expect(w.outcome(endStatus('resignation', 'white'), 'white')).toBe('Aufgabe: Du gewinnst – 1 Punkt für Weiß. Stand 1–0.');
    expect(w.outcome(endStatus('agreement', null), 'white')).toBe('Einigung: Remis, je ½ Punkt. Stand ½–½.');
    const berserkerMate = { over: true, result: '1-0', reason: 'berserker-checkmate', winner: 'white', points: { white: 2, black: 0 } } as const;
    expect(w.outcome(berserkerMate, 'white')).toBe('Berserker-Schachmatt: Du gewinnst – 2 Punkte für Weiß (R9). Stand 2–0.');
    // English is still the engine's sentence.
    expect(PLAY_WORDS.en.outcome(endStatus('resignation', 'white'), 'black')).toBe('The computer wins by resignation: 1 point to White. Score 1–0.');
  });

  it('writes scores, the thinking line, the take-back hint and the settings line', () => {
    expect(w.formatScore(35, null)).toBe('+0.35');
    expect(w.formatScore(30990, 2, true)).toBe('Weiß setzt matt in 2 (Berserker-Matt)');
    expect(w.thinkingDetail({ depth: 4, whiteScore: -120, mateForWhite: null, berserkerMate: false, nodes: 12345, pv: ['e4', 'e5'] } as never)).toBe(
      'Tiefe 4 · −1.20 (aus Sicht von Weiß) · 12.345 Stellungen · erwartet e4 e5',
    );
    expect(w.takeBackHint(true, 'white', true)).toBe('Du hast deine eine „Oh nein!“-Rücknahme schon genutzt (R8).');
    expect(w.describeSettings(settings, names)).toBe('Berserker-Schach · Regeln trigger=cross · gegen den Computer (Anfänger), du spielst Weiß · Uhr 5+3');
    expect(w.describeSettings({ ...settings, opponent: 'human', rules: '', clock: 'none', fen: 'x' }, names)).toBe(
      'Berserker-Schach · Standardregeln · aus einer vorgegebenen Stellung · zwei Spieler an diesem Bildschirm · ohne Uhr',
    );
    expect(w.link.question(1, 'a', 'b')).toContain('(a, 1 Zug)');
  });

  it('has a German name for every level and rule option of the engine', () => {
    expect(Object.keys(PLAY_SETUP_WORDS.de.levels)).toEqual([...LEVEL_IDS]);
    expect(PLAY_SETUP_WORDS.de.options.ohNo!.label).toBe('„Oh nein!“-Rücknahmen (R8)');
  });
});

describe('the Play page in German: notices', () => {
  it('says the take-backs, the end of a game and a new game', () => {
    expect(say.ohNoDone('white', true, 'Nf3')).toBe('Oh nein! Dein Zug Nf3 wird zurückgenommen, und du bist noch einmal dran. Das war deine eine Rücknahme (R8).');
    expect(say.ohNoDone('black', false, null)).toContain('Der verborgene erste Zug von Schwarz wird zurückgenommen');
    expect(say.takenBack('e4 e5', true, 'white')).toBe('Zurückgenommen: e4 e5. Du entscheidest wieder.');
    expect(say.timeUp('black', 'white')).toBe('Die Zeit des Computers ist abgelaufen.');
    expect(say.newGameStarted('black', true)).toBe('Neue Partie gestartet: Du spielst Schwarz. Der Computer zieht zuerst.');
    expect(spokenClock(61_000, say)).toBe('1 Minute 1 Sekunde');
    expect(spokenClock(125_000, say)).toBe('2 Minuten 5 Sekunden');
  });

  it('offers draws between two players in German', () => {
    const log: string[] = [];
    let question: { yes: () => void } | null = null;
    const host: DrawHost = {
      human: () => null,
      computer: () => null,
      controller: (): Colour => 'white',
      key: () => 'k',
      over: () => false,
      thinking: () => false,
      judge: async () => null,
      ask: (text, yes, no, onYes) => {
        log.push(`ask ${text} [${yes}|${no}]`);
        question = { yes: onYes };
      },
      notice: (text) => log.push(`notice ${text}`),
      agreed: (text) => log.push(`agreed ${text}`),
      changed: () => {},
    };
    const draws = new DrawOffers(host, say, w);
    draws.make();
    expect(log[0]).toBe('ask Weiß bietet Remis an. Schwarz, nimmst du an? [Schwarz nimmt das Remis an|Ablehnen]');
    question!.yes();
    expect(log.at(-1)).toBe('agreed Schwarz nimmt das Remis an.');
  });

  it('says why the computer could not move', () => {
    expect(failureText(new EngineError('timeout', ENGINE_WORDS.de.notAnswered), say)).toBe(
      'Der Computer hat nicht geantwortet (keine Antwort in der vorgesehenen Zeit), deshalb wurde er neu gestartet. Er hat nicht gezogen.',
    );
    expect(failureText(new EngineError('unavailable', ENGINE_WORDS.de.unavailable), say)).toMatch(/^Der Computer kann in diesem Browser nicht spielen: /);
  });
});

describe('the Play page in German: games read back and written out', () => {
  const allowed: Allowed = { variants: VARIANT_DEFS.map((d) => d.id), berserkerVariants: VARIANT_DEFS.filter((d) => d.berserker).map((d) => d.id), levels: [...LEVEL_IDS] };
  const saved = { version: 1, settings, moves: [], takeBacks: [], clocks: { white: 1, black: 1 }, ending: null, orientation: 'white', startedAt: 1 };

  it('says why a saved game cannot be restored', () => {
    expect(readSaved('{', allowed, restore)).toEqual({ ok: false, reason: 'die gespeicherte Partie ist nicht lesbar' });
    expect(readSaved(JSON.stringify({ ...saved, settings: { ...settings, variant: 'nope' } }), allowed, restore)).toEqual({
      ok: false,
      reason: 'die gespeicherte Partie enthält eine unbekannte Variante "nope"',
    });
    expect(readSaved(JSON.stringify({ ...saved, ending: { result: '1-0', reason: 'agreement', winner: 'white' } }), allowed, restore)).toEqual({
      ok: false,
      reason: 'die gespeicherte Partie enthält ein Partieende, das nicht stimmig ist',
    });
    const replay = replayLine(['e4', 'Ke2'], [], { play: (san) => (san === 'Ke2' ? 'nicht legal' : null), ohNo: () => null }, restore);
    expect(replay).toBe('Zug 2 (Ke2) lässt sich nicht nachspielen (nicht legal)');
  });

  it('says what in a link cannot be used', () => {
    const long = readPlayLink(`?variant=berserker&rules=${'x'.repeat(MAX_LINK_VALUE + 1)}`, 'chess', restore);
    expect(long.problems).toEqual([`Die Angabe für die Regeln im Link ist ${MAX_LINK_VALUE + 1} Zeichen lang – zu lang zum Lesen, deshalb wird sie übergangen.`]);
    const bad = readPlayLink('?variant=nope', 'chess', restore);
    expect(bad.problems[0]).toMatch(/^Die Variante im Link kann nicht gespielt werden \(.+\), deshalb beginnt die gewohnte Partie aus ihrer Ausgangsstellung\.$/);
  });

  it('names the event and players of the PGN in German, and keeps the PGN’s moves and result', () => {
    expect(playerNames(settings, 'Anfänger', restore)).toEqual({ white: 'Du', black: 'Computer (Anfänger)' });
    const game = new Game({ variant: 'chess' });
    game.play('e4');
    const pgn = gamePgn(game, { settings: { ...settings, variant: 'chess', rules: '' }, levelName: 'Anfänger', startedAt: 0, site: 'example.org', ending: { result: '0-1', reason: 'resignation', winner: 'black' } }, restore);
    expect(pgn).toContain('[Event "Berserker-Schach-Website: Partie gegen den Computer (Anfänger)"]');
    expect(pgn).toContain('[White "Du"]');
    expect(pgn).toContain('[Result "0-1"]');
    expect(pgn).toMatch(/1\. e4 .*0-1/s);
  });
});
