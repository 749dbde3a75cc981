/**
 * The TypeScript a consumer of berserker-board writes, for the pack test's tsc check: `good` must
 * compile (strict), and each line of `bad` marked in `expectedErrors` must be a type error — so the
 * check fails if the element's types stop describing its events, properties or tag.
 */
export function consumerFiles() {
  const good = `import { BerserkerBoard, type MoveEventDetail, type BerserkerBoardEventMap } from 'berserker-board';
import { renderBoardSvg } from 'berserker-board/render';
import { Game, boardView } from '@berserker-chess/engine';

const el = document.querySelector('berserker-board')!;
el.fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
el.mode = 'play';
el.addEventListener('move', (e) => {
  const detail: MoveEventDetail = e.detail;
  const san: string | undefined = e.detail.hidden ? undefined : e.detail.san;
  console.log(detail.ply, san, e.detail.fen);
});
el.addEventListener('error', (e) => console.log(e.detail.attribute, e.detail.message, e.detail.code));
el.addEventListener('change', (e) => console.log(e.detail.fen, e.detail.hidden));
el.addEventListener('node-change', (e) => console.log(e.detail.path));
el.addEventListener('game-over', (e) => console.log(e.detail.points.white));
el.addEventListener('puzzle-failed', (e) => console.log(e.detail.reason === 'wrong-move'));
el.addEventListener('click', (e: MouseEvent) => console.log(e.clientX));
const made: BerserkerBoard = document.createElement('berserker-board');
made.variant = 'chess';
made.play('e4');
const moves: string[] = made.legalMoves().map((m) => m.san);
const detailOfMove: BerserkerBoardEventMap['move']['ply'] = 1;
const view = boardView(new Game({ variant: 'chess' }));
const svg: string = renderBoardSvg({ width: view.width, height: view.height, pieces: view.pieces.map((p) => ({ square: p.index, letter: p.letter, color: p.color })) });
console.log(moves, detailOfMove, svg, made instanceof HTMLElement);
`;
  const badLines = [
    ["import 'berserker-board';", null],
    ["const el = document.querySelector('berserker-board')!;", null],
    ["el.addEventListener('move', (e) => console.log(e.detail.nonexistent));", 'TS2339'],
    ["el.addEventListener('error', (e) => console.log(e.detail.colno));", 'TS2339'],
    ['el.fen = 42;', 'TS2322'],
    ["el.mode = 'edit';", 'TS2322'],
    ["const n: number = document.createElement('berserker-board').turn;", 'TS2322'],
  ];
  const bad = `${badLines.map(([l]) => l).join('\n')}\nexport {};\n`;
  const expectedErrors = badLines.flatMap(([, code], i) => (code ? [{ line: i + 1, code }] : []));
  return { good, bad, expectedErrors };
}
