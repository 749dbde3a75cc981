/**
 * berserker-board: the <berserker-board> element (defined on import) and the DOM-free renderer it
 * shares with static pages.
 */
import { BerserkerBoard } from './core/berserker-board.js';

export { BerserkerBoard };
export type { BerserkerBoardEventMap, BoardMode, ChangeEventDetail, ErrorEventDetail, HiddenMoveEventDetail, MoveEventDetail, MoveSource, NodeChangeEventDetail, PuzzleFailedDetail, PuzzleRefutationDetail, PuzzleSolvedDetail, ShownMoveEventDetail, ShownShape, TakeBackRecord, TreeChangeEventDetail, TreeChangeReason } from './events.js';
/** The message table's type (every key of the English table), for the `messages` property. */
export type { MessageKey, Messages } from './messages/en.js';
export { renderBoardSvg } from './render/standalone.js';
export type { BoardPicture, MarkerKind } from './render/svg.js';

if (!customElements.get('berserker-board')) customElements.define('berserker-board', BerserkerBoard);
