/**
 * The placement line's data at build time (site/lib/diagram.ts): the engine's placement choices worded in
 * the page's language. Build-only (it reads the board's message tables, which the browser script that
 * draws the line, site/scripts/board-tools.ts, does not need: the line arrives worded).
 *
 * English keeps the engine's own sentences for the refused squares; another language words the engine's
 * structured reason (RefusalReason) with the board's `refusal.*` messages, as the live board does when the
 * reader points at a square, so the caption and the board say the same.
 */
import type { PieceView, PlacementCandidate, PlacementChoices, PlacementRefusal } from '@berserker-chess/engine';
import { message, type MessageKey } from 'berserker-board/messages';
import type { Locale } from '../i18n/locale';
import type { PlacementCaption } from './placement-caption';
import { PLACEMENT_WORDS } from './placement-words';

type Side = 'white' | 'black';
/** A message key from its two parts (`refusal`, `occupied`), or from a name the engine gives (a role, a colour). */
const key = (prefix: string, name: string) => `${prefix}.${name.replace(/ /g, '-')}` as MessageKey;

/** A piece's name by its role, in `locale` (the role itself when the table lacks it). */
const roleName = (locale: Locale, role: string): string => message(locale, key('piece', role)) || role;

/** A piece with its colour, the colour agreeing with the piece: "white pawn", "weiße Dame". */
const colored = (locale: Locale, p: Pick<PieceView, 'color' | 'role'>): string =>
  message(locale, key('piece', 'colored'), { color: message(locale, key(p.color, message(locale, key('gender', p.role)) || 'm')), piece: roleName(locale, p.role) });

const listed = (locale: Locale, items: readonly string[]): string =>
  items.length > 1 ? message(locale, key('list', 'and'), { items: items.slice(0, -1).join(', '), last: items[items.length - 1]! }) : (items[0] ?? '');

/** Why a square is refused, in `locale`: the engine's sentence in English, the board's words otherwise. */
export function refusalText(locale: Locale, r: PlacementRefusal, owner: Side): string {
  if (locale === 'en') return r.text;
  const x = r.reason;
  const base = { square: r.square, owner: message(locale, `${owner}.of`) };
  switch (x.code) {
    case 'occupied':
      return message(locale, key('refusal', 'occupied'), { ...base, piece: colored(locale, x.piece) });
    case 'attacks':
      return message(locale, key('refusal', 'attacks'), {
        ...base,
        pieces: listed(locale, x.attacked.map((p) => message(locale, key('refusal', 'pieceOn'), { piece: roleName(locale, p.role), square: p.square }))),
      });
    case 'wrong-rank':
      return message(locale, key('refusal', 'wrongRank'), { ...base, rank: x.rank, placementRank: x.placementRank });
    case 'king-in-check':
      return message(locale, r.knight ? key('refusal', 'kingRelease') : key('refusal', 'kingPlace'), { ...base, knight: r.knight ?? '', king: x.king });
    case 'not-a-knight':
      return x.piece ? message(locale, key('refusal', 'notKnight'), { ...base, piece: colored(locale, x.piece) }) : message(locale, key('refusal', 'empty'), base);
  }
}

/**
 * One sentence on a candidate: the rank R5 settled on for it (C1), whether its attack condition still
 * held there, and its placements; or why it has none (C2).
 */
function candidateNote(c: PlacementCandidate, owner: Side, conditionApplies: boolean, locale: Locale): string {
  const w = PLACEMENT_WORDS[locale];
  const of = message(locale, `${owner}.of`);
  const who = c.knight === null ? w.berserker(of) : w.knight(c.knight);
  if (c.rank === null || c.options.length === 0) {
    const kings = c.refused.filter((r) => r.reason.code === 'king-in-check');
    if (kings.length > 0 && kings.length === c.refused.length) {
      const king = kings[0]!.reason.code === 'king-in-check' ? kings[0]!.reason.king : '';
      return w.noPlacementKing(who, of, king);
    }
    return w.noPlacement(who);
  }
  return w.rank(who, of, c.rank, conditionApplies && !c.attackCondition, c.options.map((o) => o.san).join(', '));
}

/**
 * The caption data of a placement turn, in `locale`. `conditionApplies` is false under `threat=none`,
 * where R5 has no attack condition to drop.
 */
export function placementCaption(
  choices: PlacementChoices,
  conditionApplies: boolean,
  capture?: { san: string; played: string },
  locale: Locale = 'en',
): PlacementCaption {
  const cands = choices.candidates;
  // Worth a sentence per candidate: several knights on different ranks (C1), a rank beyond the first,
  // the fallback without the attack condition, or a knight with no placement (C2).
  const notable =
    choices.kind !== 'mark' &&
    (new Set(cands.map((c) => c.rank)).size > 1 ||
      cands.some((c) => c.rank !== 1 || c.options.length === 0 || (conditionApplies && !c.attackCondition)));
  return {
    when: capture ? 'capture' : 'now',
    ...(capture ? { capture } : {}),
    sans: choices.options.map((o) => o.san),
    stars: [...new Set(choices.options.map((o) => o.square))],
    refused: choices.refused.map((r) => ({ square: r.square, text: refusalText(locale, r, choices.owner) })),
    notes: notable ? cands.map((c) => candidateNote(c, choices.owner, conditionApplies, locale)) : [],
  };
}
