/**
 * Keeps the iframe page's board as large as its frame allows, with nothing cut off and no scrollbar:
 * the widest element whose whole height (status line, board, step buttons, move list) fits the frame.
 *
 * The element lays itself out by its width (CSS), so the fit measures widths. Where the page did not
 * say where the move list goes (`move-list` unset or `auto`), the frame decides, since it knows its own
 * height and the element does not: in a frame at least 600 px wide it measures the list beside the
 * board (`right`) and below it (`bottom`) and keeps the one with the bigger board — beside in a wide
 * frame, below in a tall one; a narrower frame (a phone) always has the list below.
 * Below the board the list gets the height a full-width board leaves (measured; three lines at least)
 * and scrolls; a board to play on keeps three lines for it from the start, so its first move does not
 * shrink it. A placement turn's panel under the board takes its height from the board while it shows.
 * The fit runs again whenever the frame or the board's content changes size (the viewer arriving, a
 * placement panel, an error message).
 */
const MIN = 160;
/** The move list below the board: at least about three lines, at most this much. */
const LIST_MIN = 90;
const LIST_MAX = 480;
/** The element's gap above its move list and its step buttons (packages/board/src/viewer/styles.ts). */
const GAP = 6;
/** The step buttons' row: the element's 36 px buttons, 44 px on a touch screen (packages/board/src/live/styles.ts). */
const NAV = matchMedia('(pointer: coarse)').matches ? 44 : 36;
/**
 * Narrower than this, the list goes below the board and nowhere else: the element's own width for
 * `auto` (packages/board/src/viewer/styles.ts). Beside it, a phone's board would be a thumbnail (164 px
 * in a 390 px frame); below it, the board is as wide as the frame.
 */
const BESIDE_MIN = 600;

type Board = HTMLElement & { updateComplete?: Promise<unknown> };
type Place = 'right' | 'bottom' | 'none';

export function fitToFrame(board: Board, root: HTMLElement): void {
  const html = document.documentElement;
  const part = (name: string) => board.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
  const given = board.getAttribute('move-list');
  /** The places to try: the page's own choice, or both where the frame is wide enough for the list beside. */
  const places = (width: number): Place[] =>
    given === 'right' || given === 'bottom' || given === 'none' ? [given] : width < BESIDE_MIN ? ['bottom'] : ['right', 'bottom'];

  const heightAt = (w: number) => {
    board.style.width = `${w}px`;
    return board.getBoundingClientRect().height;
  };
  /**
   * The widest width in [lo, hi] whose height fits `room`; when none does, the one with the least height
   * (`fits: false`); null for an empty range (a frame narrower than the smallest board). Height mostly grows
   * with width (the square board), but not everywhere: narrow, a placement panel's text wraps onto more
   * lines. So the search walks down from the widest in steps to the first width that fits, then
   * narrows the step between that and the next one up.
   */
  const widest = (lo: number, hi: number, room: number): { w: number; fits: boolean } | null => {
    if (hi < lo) return null;
    const step = Math.max(8, Math.ceil((hi - lo) / 40));
    let fit: number | null = null;
    let lowest = { w: hi, h: Infinity };
    for (let w = hi; ; w = Math.max(lo, w - step)) {
      const h = heightAt(w);
      if (h <= room) {
        fit = w;
        break;
      }
      if (h < lowest.h) lowest = { w, h };
      if (w === lo) return { w: lowest.w, fits: false };
    }
    let top = Math.min(hi, fit + step - 1);
    while (fit < top) {
      const mid = Math.ceil((fit + top) / 2);
      if (heightAt(mid) <= room) fit = mid;
      else top = mid - 1;
    }
    return { w: fit, fits: true };
  };
  const place = async (where: Place) => {
    if (board.getAttribute('move-list') === where) return;
    board.setAttribute('move-list', where);
    await board.updateComplete;
  };

  const fit = async () => {
    const width = html.clientWidth;
    // What the page shows besides the board: the query's problems, above it.
    const others = root.querySelector('[data-frame-problems]')?.getBoundingClientRect().height ?? 0;
    const room = html.clientHeight - others;
    const view = (board.getAttribute('mode') ?? 'view') === 'view';
    // Below the board: a board to play on keeps three lines for its list, as a placement turn needs its
    // room for the panel under the board; a game to read gets what a full-width board leaves (measured).
    let listRoom = LIST_MIN;
    // The list's height is the frame's to set only below the board; beside it, it is the board's height.
    const listHeight = (where: Place) => {
      board.style.setProperty('--frame-list-max', where === 'bottom' ? `${listRoom}px` : 'none');
      board.style.setProperty('--frame-list-min', where === 'bottom' && !view ? `${listRoom}px` : '0px');
    };

    // Where the list is now: when nothing fits, the layout stays (no jump), made as short as it can be.
    const before = board.getAttribute('move-list') as Place | null;
    const results: Array<{ where: Place; w: number; fits: boolean; board: number }> = [];
    const tried = places(width);
    for (const where of tried) {
      await place(where);
      if (where === 'bottom' && view) {
        // The whole element at the frame's width with the list at its least: what is left is the list's.
        listRoom = LIST_MIN;
        listHeight(where);
        listRoom = Math.round(Math.min(LIST_MAX, Math.max(LIST_MIN, LIST_MIN + room - heightAt(width))));
      }
      listHeight(where);
      // A board to play on shows its step buttons and list from the first move: keep the room for them now.
      const reserve = view ? 0 : (part('nav') ? 0 : NAV + GAP) + (where === 'bottom' && !part('moves') ? listRoom + GAP : 0);
      const found = widest(MIN, width, room - reserve);
      if (!found) continue;
      board.style.width = `${found.w}px`;
      results.push({ where, ...found, board: part('board')?.getBoundingClientRect().width ?? found.w });
    }
    const fitting = results.filter((r) => r.fits).sort((a, b) => b.board - a.board);
    const best = fitting[0] ?? results.find((r) => r.where === before) ?? results.at(-1) ?? null;
    await place(best?.where ?? tried.at(-1)!);
    listHeight(best?.where ?? tried.at(-1)!);
    board.style.width = `${best?.w ?? MIN}px`;
    // When nothing fits (a small frame, or a placement turn's panel in a short one) the page scrolls
    // rather than hide part of the board or its controls; it was made as short as it can be.
    html.classList.toggle('overflows', !best?.fits);
  };

  // One fit at a time; a change during one asks for another after it.
  let running: Promise<void> | null = null;
  let again = false;
  const schedule = () => {
    if (running) {
      again = true;
      return;
    }
    running = new Promise<void>((done) => requestAnimationFrame(() => done()))
      .then(fit)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule();
        }
      });
  };
  addEventListener('resize', schedule);
  new ResizeObserver(schedule).observe(board);
  void customElements.whenDefined('berserker-board').then(async () => {
    await board.updateComplete;
    schedule();
  });
}
