/**
 * renderBoardSvg: a picture that stands alone (a file, a page's static diagram), with its generated
 * description and id prefix. Apart from svg.ts, whose drawing the element shares with its live code:
 * the element draws with drawBoard and names its pictures itself, so its script does not carry this.
 */
import { PIECE_NAMES } from './pieces.js';
import { drawBoard, squareName, validPieces, type BoardPicture } from './svg.js';

/** 32-bit FNV-1a, for deterministic id prefixes. */
function fnv1a(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function describe(pic: BoardPicture, pieces: BoardPicture['pieces']): string {
  const side = (color: 'white' | 'black') =>
    pieces
      .filter((p) => p.color === color)
      .map((p) => `${PIECE_NAMES[p.letter] ?? p.letter} ${squareName(p.square, pic.width)}`)
      .join(', ');
  const w = side('white');
  const b = side('black');
  return `Chess diagram, ${pic.width} by ${pic.height}. White: ${w || 'none'}. Black: ${b || 'none'}.`;
}

function validDimension(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 12;
}

/** Renders a complete standalone `<svg>` document fragment. Throws RangeError on bad dimensions. */
export function renderBoardSvg(pic: BoardPicture): string {
  const { width: W, height: H } = pic;
  if (!validDimension(W) || !validDimension(H)) {
    throw new RangeError(`board dimensions must be integers 1..12, got ${String(W)}x${String(H)}`);
  }
  return drawBoard({
    ...pic,
    idPrefix:
      typeof pic.idPrefix === 'string' && /^[A-Za-z][\w-]{0,40}$/.test(pic.idPrefix)
        ? pic.idPrefix
        : 'bb' + fnv1a(JSON.stringify({ ...pic, idPrefix: undefined })),
    title: typeof pic.title === 'string' && pic.title.trim() !== '' ? pic.title : describe(pic, validPieces(pic)),
  });
}
