/**
 * Why an attempt failed (failure.ts), in every language: in English the puzzles package's verdict
 * sentence word for word, in German from the same facts with the board's German names (LearnNames).
 * Apart from words.ts because English reads the engine, which only the stage page loads.
 */
import { outcomeHeadline } from '@berserker-chess/engine';
import { describePredicate } from '@berserker-chess/puzzles/learn-goals';
import type { GoalPredicate } from '@berserker-chess/puzzles/learn-format';
import { translations } from '../../i18n/words';
import type { Failure } from './failure';
import type { LearnNames } from './types';

const en = {
  /** Why the attempt failed: the verdict's sentence (packages/puzzles learn-goals.ts), word for word. */
  failed(f: Failure, _names: LearnNames): string {
    if (f.kind === 'avoided') return `Not this time: ${describePredicate(f.predicate)}.`;
    if (f.kind === 'over') return `The game is over (${outcomeHeadline(f.status)}) and the goal is not reached.`;
    return `You have used ${f.actions === 1 ? 'your one move' : `all ${f.actions} moves`} and the goal is not reached yet.`;
  },
};

const oder = (xs: readonly string[]) => (xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(', ')} oder ${xs[xs.length - 1]}`);

/** What a predicate says in German, as the end of a sentence ("dein Gegner hat eine deiner Figuren geschlagen"). */
function beschreibe(p: GoalPredicate, names: LearnNames): string {
  const they = 'by' in p && p.by === 'opponent';
  const roles = (rs: readonly string[] | undefined) => (rs ? ` (${oder(rs.map((r) => names.pieces[r] ?? r))})` : '');
  switch (p.type) {
    case 'trigger':
      return they ? 'dein Gegner hat die Freisetzung deines Berserkers ausgelöst' : 'du hast die Freisetzung des gegnerischen Berserkers ausgelöst';
    case 'place': {
      const where = p.squares ? ` auf ${oder(p.squares)}` : '';
      return they ? `dein Gegner hat deinen Berserker${where} eingesetzt` : `du hast den gegnerischen Berserker${where} eingesetzt`;
    }
    case 'capture':
      return they ? `dein Gegner hat eine deiner Figuren geschlagen${roles(p.roles)}` : `du hast eine Figur geschlagen${roles(p.roles)}`;
    case 'check':
      return they ? 'dein Gegner hat Schach gegeben' : 'du hast Schach gegeben';
    case 'promote':
      return they ? 'dein Gegner hat einen Bauern umgewandelt' : 'du hast einen Bauern umgewandelt';
    case 'oh-no':
      return 'du hast dein „Oh nein!“ benutzt';
    case 'reach':
      return `auf ${p.square} steht eine deiner Figuren${roles(p.role ? [p.role] : undefined)}`;
    case 'safe':
      return 'der gegnerische Berserker greift keine deiner Figuren an';
    case 'mate':
      return p.berserker ? 'du hast Berserker-Matt gesetzt' : 'du hast mattgesetzt';
    case 'win':
      return 'du hast gewonnen';
  }
}

const de: typeof en = {
  failed(f, names) {
    if (f.kind === 'avoided') return `Diesmal nicht: ${beschreibe(f.predicate, names)}.`;
    if (f.kind === 'over') {
      const { reason, winner } = f.status;
      const why = reason ? (names.reasons[reason] ?? reason) : '';
      const who = winner ? `${names[winner]} gewinnt` : 'Remis';
      return `Die Partie ist zu Ende (${why}: ${who}), und das Ziel ist nicht erreicht.`;
    }
    return `Du hast ${f.actions === 1 ? 'deinen einen Zug' : `alle ${f.actions} Züge`} verbraucht, und das Ziel ist noch nicht erreicht.`;
  },
};

export const FAILURE_WORDS = translations({ en, de });
