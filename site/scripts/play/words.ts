/**
 * What the Play page says about the game, as pure functions of its state (the view puts the text on
 * screen; the tests read it), in every language: whose decision it is, the take-back hint, the thinking
 * line, the settings in one line, the result. The result is the engine's structured status (reason,
 * winner, points) put in words: English by the engine's describeOutcome, other languages here with the
 * board's names for the reasons and colours (berserker-board/messages). Rules are the engine's business.
 */
import { describeOutcome, pointsText, type GameStatus } from '@berserker-chess/engine';
import { message, type MessageKey } from 'berserker-board/messages';
import { translations } from '../../i18n/words';
import { pawnsText } from './logic';
import type { Thinking } from '../shared/engine/protocol';
import type { LineEnd } from './session';
import { cap, other, type Colour, type Settings } from './types';

export interface TurnFacts {
  readonly end: LineEnd;
  /** The game has a result (the position's, or an ending the board cannot see). */
  readonly over: boolean;
  /** It ended by resignation, agreement or flag fall (no take-back then). */
  readonly ended: boolean;
  readonly human: Colour | null;
  readonly clock: boolean;
  readonly thinking: boolean;
  /** Why the computer cannot move now (it failed), or null (the notice says why; the status what next). */
  readonly stuck: string | null;
}

/** The names describeSettings needs (the form's, in the page's language). */
export interface SettingNames {
  levelName(id: string): string;
  variantName(id: string): string;
  hasBerserker(variant: string): boolean;
}

const en = {
  /** A colour as a name: "White". */
  colour: (c: Colour): string => cap(c),

  /** What is happening, as a headline and an explanation. */
  turnText(f: TurnFacts): [string, string] {
    // The result itself stands above this, at the top of the game panel.
    if (f.over) return ['Game over.', `Step through the moves under the board, download the game as PGN, or start a new game${f.ended ? '' : ' (or take back)'}.`];
    const { controller: c, turn, placement } = f.end;
    const owner = placement === 'mark' ? other(c) : turn;
    const h = f.human;
    const clockNote = (who: string) => (f.clock ? ` ${who} clock runs.` : '');
    if (!h) {
      if (placement === 'mark') return [`${cap(c)} marks one of ${cap(owner)}'s knights as ${cap(owner)}'s Berserker.`, ''];
      if (placement) return [`${cap(c)} places ${cap(owner)}'s Berserker.`, `It is ${cap(turn)}'s turn, but on a placement turn the opponent chooses the square: ${cap(c)} decides.${clockNote(`${cap(c)}'s`)}`];
      return [`${cap(c)} to move.`, ''];
    }
    if (c === h) {
      if (placement === 'mark') return [`Your decision: mark one of ${cap(owner)}'s knights as ${cap(owner)}'s Berserker.`, `Pick a starred knight.${clockNote('Your')}`];
      if (placement) {
        return [
          `Your decision: place ${cap(owner)}'s Berserker.`,
          `It is ${cap(owner)}'s turn, but on a placement turn the opponent chooses the square — you. Pick a knight if asked, then a starred square.${clockNote('Your')}`,
        ];
      }
      return [`Your move (${cap(h)}).`, ''];
    }
    if (f.stuck) return ['The computer could not move.', 'Try again, take back, or start a new game.'];
    const doing = f.thinking ? 'is thinking' : 'decides';
    const yours = owner === h ? 'your' : `${cap(owner)}'s`;
    if (placement === 'mark') return [`The computer marks one of ${yours} knights as ${yours} Berserker.`, ''];
    if (placement) return [`The computer places ${yours} Berserker.`, `It is ${yours} turn, but on a placement turn the opponent chooses the square.${clockNote("The computer's")}`];
    return [`The computer (${cap(c)}) ${doing}.`, ''];
  },

  /** The hint under the take-back button. */
  takeBackHint(ohNo: boolean, human: Colour | null, used: boolean): string {
    if (ohNo) {
      if (!human) return 'Oh No! (R8): each player may take back their own last action once per game.';
      return used
        ? 'You have used your one Oh No! take-back (R8).'
        : 'Oh No! (R8): once per game, straight after your own action and before the computer acts (it waits two seconds for you).';
    }
    return human ? 'Take back returns to your last decision (the computer’s reply goes too).' : 'Take back undoes the last action.';
  },

  /** A score from White's point of view, as people write it: `+0.35`, `-1.20`, `White mates in 3`. */
  formatScore(whiteScore: number, mateForWhite: number | null, berserkerMate = false): string {
    if (mateForWhite !== null && mateForWhite !== 0) {
      const who = mateForWhite > 0 ? 'White' : 'Black';
      return `${who} mates in ${Math.abs(mateForWhite)}${berserkerMate ? ' (Berserker checkmate)' : ''}`;
    }
    return pawnsText(whiteScore);
  },

  /** The computer's progress for "Show the computer's thinking". */
  thinkingDetail(i: Thinking): string {
    const line = i.pv.length ? ` · expects ${i.pv.slice(0, 6).join(' ')}` : '';
    return `Depth ${i.depth} · ${en.formatScore(i.whiteScore, i.mateForWhite, i.berserkerMate)} (from White's side) · ${i.nodes.toLocaleString('en')} positions${line}`;
  },

  /** The settings in one line: "Chess · against the computer (Beginner), you play White · clock 5+3". */
  describeSettings(s: Settings, names: SettingNames): string {
    const rules = names.hasBerserker(s.variant) ? (s.rules ? `rules ${s.rules}` : 'default rules') : '';
    const vs = s.opponent === 'computer' ? `against the computer (${names.levelName(s.level)}), you play ${cap(s.colour)}` : 'two players at this screen';
    const clockText = s.clock === 'none' ? 'no clock' : `clock ${s.clock}`;
    const from = s.fen ? 'from a set position' : '';
    return [names.variantName(s.variant), rules, from, vs, clockText].filter(Boolean).join(' · ');
  },

  /** The result with its points (R9) and the score; `you` is the human's colour against the computer. */
  outcome: (status: GameStatus, you: Colour | null): string => describeOutcome(status, { you, opponent: 'The computer' }),

  /** A link to a position while a game is unfinished: the page asks before it replaces the game (issue 28). */
  link: {
    question: (moves: number, game: string, link: string): string =>
      `This link starts a new game (${link}). Your unfinished game (${game}, ${moves} ${moves === 1 ? 'move' : 'moves'}) is on the board and saved. Replace it with the link's game?`,
    replace: 'Replace my game',
    keep: 'Keep my game',
    kept: 'Your unfinished game is still on the board; the link was not opened.',
    waiting: 'Your unfinished game is restored. A link asks to start a new game: answer the question below first.',
  },
};

/** German colours are the board's (Weiß, Schwarz). */
const col = (c: Colour): string => message('de', c);

const de: typeof en = {
  colour: col,

  turnText(f) {
    if (f.over) return ['Partie beendet.', `Geh die Züge unter dem Brett durch, lade die Partie als PGN herunter oder starte eine neue Partie${f.ended ? '' : ' (oder nimm zurück)'}.`];
    const { controller: c, turn, placement } = f.end;
    const owner = placement === 'mark' ? other(c) : turn;
    const h = f.human;
    const clockNote = (whose: string) => (f.clock ? ` ${whose} läuft.` : '');
    if (!h) {
      if (placement === 'mark') return [`${col(c)} bestimmt einen der Springer von ${col(owner)} zum Berserker.`, ''];
      if (placement) return [`${col(c)} setzt den Berserker von ${col(owner)} ein.`, `${col(turn)} ist am Zug, aber bei einem Einsetzzug wählt der Gegner das Feld: ${col(c)} entscheidet.${clockNote(`Die Uhr von ${col(c)}`)}`];
      return [`${col(c)} am Zug.`, ''];
    }
    if (c === h) {
      if (placement === 'mark') return [`Du entscheidest: Bestimme einen der Springer von ${col(owner)} zum Berserker.`, `Wähle einen Springer mit Stern.${clockNote('Deine Uhr')}`];
      if (placement) {
        return [
          `Du entscheidest: Setze den Berserker von ${col(owner)} ein.`,
          `${col(owner)} ist am Zug, aber bei einem Einsetzzug wählt der Gegner das Feld – also du. Wähle, falls gefragt, einen Springer, dann ein Feld mit Stern.${clockNote('Deine Uhr')}`,
        ];
      }
      return [`Du bist am Zug (${col(h)}).`, ''];
    }
    if (f.stuck) return ['Der Computer konnte nicht ziehen.', 'Versuch es noch einmal, nimm zurück oder starte eine neue Partie.'];
    const mine = owner === h;
    const computerClock = clockNote('Die Uhr des Computers');
    if (placement === 'mark') return [mine ? 'Der Computer bestimmt einen deiner Springer zu deinem Berserker.' : `Der Computer bestimmt einen der Springer von ${col(owner)} zum Berserker.`, ''];
    if (placement) {
      return mine
        ? ['Der Computer setzt deinen Berserker ein.', `Du bist am Zug, aber bei einem Einsetzzug wählt der Gegner das Feld.${computerClock}`]
        : [`Der Computer setzt den Berserker von ${col(owner)} ein.`, `${col(owner)} ist am Zug, aber bei einem Einsetzzug wählt der Gegner das Feld.${computerClock}`];
    }
    return [`Der Computer (${col(c)}) ${f.thinking ? 'denkt nach' : 'ist am Zug'}.`, ''];
  },

  takeBackHint(ohNo, human, used) {
    if (ohNo) {
      if (!human) return '„Oh nein!“ (R8): Jeder Spieler darf einmal pro Partie seine eigene letzte Aktion zurücknehmen.';
      return used
        ? 'Du hast deine eine „Oh nein!“-Rücknahme schon genutzt (R8).'
        : '„Oh nein!“ (R8): einmal pro Partie, direkt nach deiner eigenen Aktion und bevor der Computer handelt (er wartet zwei Sekunden auf dich).';
    }
    return human ? '„Zurücknehmen“ führt zurück zu deiner letzten Entscheidung (die Antwort des Computers wird mit zurückgenommen).' : '„Zurücknehmen“ macht die letzte Aktion rückgängig.';
  },

  formatScore(whiteScore, mateForWhite, berserkerMate = false) {
    if (mateForWhite !== null && mateForWhite !== 0) {
      return `${mateForWhite > 0 ? 'Weiß' : 'Schwarz'} setzt matt in ${Math.abs(mateForWhite)}${berserkerMate ? ' (Berserker-Matt)' : ''}`;
    }
    return pawnsText(whiteScore);
  },

  thinkingDetail(i) {
    const line = i.pv.length ? ` · erwartet ${i.pv.slice(0, 6).join(' ')}` : '';
    return `Tiefe ${i.depth} · ${de.formatScore(i.whiteScore, i.mateForWhite, i.berserkerMate)} (aus Sicht von Weiß) · ${i.nodes.toLocaleString('de')} Stellungen${line}`;
  },

  describeSettings(s, names) {
    const rules = names.hasBerserker(s.variant) ? (s.rules ? `Regeln ${s.rules}` : 'Standardregeln') : '';
    const vs = s.opponent === 'computer' ? `gegen den Computer (${names.levelName(s.level)}), du spielst ${col(s.colour)}` : 'zwei Spieler an diesem Bildschirm';
    const clockText = s.clock === 'none' ? 'ohne Uhr' : `Uhr ${s.clock}`;
    const from = s.fen ? 'aus einer vorgegebenen Stellung' : '';
    return [names.variantName(s.variant), rules, from, vs, clockText].filter(Boolean).join(' · ');
  },

  outcome(status, you) {
    if (!status.over || status.reason === null) return 'Die Partie läuft noch.';
    // The board's name of the reason: "Berserker-Schachmatt", "Aufgabe", "Dreifache Stellungswiederholung".
    const why = message('de', `reason.${status.reason}` as MessageKey);
    const score = `Stand ${pointsText(status.points.white)}–${pointsText(status.points.black)}`;
    if (!status.winner) return `${why}: Remis, je ½ Punkt. ${score}.`;
    const who = you ? (status.winner === you ? 'Du gewinnst' : 'Der Computer gewinnt') : `${col(status.winner)} gewinnt`;
    const p = status.points[status.winner];
    const points = p === 1 ? '1 Punkt' : `${pointsText(p)} Punkte`;
    const r9 = status.reason === 'berserker-checkmate' ? ' (R9)' : '';
    return `${why}: ${who} – ${points} für ${col(status.winner)}${r9}. ${score}.`;
  },

  link: {
    question: (moves, game, link) =>
      `Dieser Link startet eine neue Partie (${link}). Deine unfertige Partie (${game}, ${moves} ${moves === 1 ? 'Zug' : 'Züge'}) steht auf dem Brett und ist gespeichert. Soll die Partie aus dem Link sie ersetzen?`,
    replace: 'Meine Partie ersetzen',
    keep: 'Meine Partie behalten',
    kept: 'Deine unfertige Partie steht noch auf dem Brett; der Link wurde nicht geöffnet.',
    waiting: 'Deine unfertige Partie ist wiederhergestellt. Ein Link möchte eine neue Partie starten: Beantworte zuerst die Frage unten.',
  },
};

export const PLAY_WORDS = translations({ en, de });
export type PlayWords = typeof en;
