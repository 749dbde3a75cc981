// The iframe page's address: what the Embed page's editor writes, the frame page reads back unchanged.
import { describe, expect, it } from 'vitest';
import { frameOptions, frameSize, frameSnippet, frameUrl, parseFrameQuery, type FrameOptions } from '../site/scripts/embed/frame-url';

const query = (url: string) => new URL(url, 'https://example.org').search;

describe('frameUrl', () => {
  it('writes the element attributes as readable query parameters, in a fixed order', () => {
    expect(frameUrl({ mode: 'play', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', variant: 'chess', coordinates: true })).toBe(
      '/embed/frame/?variant=chess&fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR+w+KQkq+-+0+1&mode=play&coordinates',
    );
  });

  it('leaves out unset, empty and false options, and the default background', () => {
    expect(frameUrl({ moves: '', coordinates: false, 'show-moves': undefined, background: 'theme' })).toBe('/embed/frame/');
    expect(frameUrl({ background: 'transparent' })).toBe('/embed/frame/?background=transparent');
  });

  it('encodes what would change the meaning of the query: check signs, ampersands, hashes, quotes, new lines', () => {
    const pgn = '[Event "Tom & Jerry #1"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Qh5 Nc6 3. Qxf7+ {100% = sure?} *';
    const url = frameUrl({ pgn });
    expect(url).not.toMatch(/[ \n#"]/);
    expect(url).toContain('Qxf7%2B');
    expect(parseFrameQuery(query(url)).pgn).toBe(pgn);
  });

  it('writes the address as a browser does, so a link to it reads back the same (an apostrophe in a name, issue 29)', () => {
    const url = frameUrl({ pgn: '[Site "Tom & Jerry\'s"]\n\n1. e4 { it\'s (nearly) *sure* ~ok! } *', label: "Ann's game" }, { origin: 'https://example.org' });
    expect(new URL(url).href).toBe(url);
    expect(parseFrameQuery(new URL(url).search).pgn).toBe('[Site "Tom & Jerry\'s"]\n\n1. e4 { it\'s (nearly) *sure* ~ok! } *');
  });

  it('makes an absolute address on the origin given (an iframe on another site needs one)', () => {
    expect(frameUrl({ ply: 0 }, { origin: 'https://chess.example' })).toBe('https://chess.example/embed/frame/?ply=0');
  });
});

describe('parseFrameQuery', () => {
  it('reads back every option frameUrl writes', () => {
    const options: FrameOptions = {
      variant: 'brawl',
      rules: 'trigger=cross; threat=owner',
      fen: 'k11/12/12/12/12/12/5A6/12/12/12/12/11K w - - 0 1',
      moves: '1. e3 e5',
      ply: '1',
      mode: 'view',
      orientation: 'black',
      arrows: 'e2e4 g1f3:red',
      highlights: 'f6:#ff0',
      lang: 'de',
      'move-list': 'bottom',
      coordinates: true,
      'show-moves': true,
      menu: true,
      background: 'transparent',
    };
    const parsed = parseFrameQuery(query(frameUrl(options)));
    expect(parsed.problems).toEqual([]);
    expect(frameOptions(parsed)).toEqual(options);
    expect(parsed.attributes).toContainEqual(['coordinates', '']);
  });

  it("passes lang on as the board's own attribute: a frame in German", () => {
    const parsed = parseFrameQuery('?lang=de&moves=1.+e3+e5');
    expect(parsed.problems).toEqual([]);
    expect(parsed.attributes).toEqual([['lang', 'de'], ['moves', '1. e3 e5']]);
    expect(frameUrl({ moves: '1. e3 e5', lang: 'de-AT' })).toBe('/embed/frame/?moves=1.+e3+e5&lang=de-AT');
  });

  it('passes values through unchecked: the element reports a bad value itself', () => {
    const parsed = parseFrameQuery('?mode=dance&fen=nonsense');
    expect(parsed.problems).toEqual([]);
    expect(parsed.attributes).toEqual([['mode', 'dance'], ['fen', 'nonsense']]);
  });

  it('names an unknown parameter, a repeated one, a bad on/off value and a bad background', () => {
    const parsed = parseFrameQuery('?fenn=8/8&mode=play&mode=view&coordinates=maybe&background=pink');
    expect(parsed.problems).toHaveLength(4);
    expect(parsed.problems[0]).toBe('Unknown parameter "fenn": did you mean "fen"?');
    expect(parsed.problems[1]).toMatch(/"mode" is given more than once/);
    expect(parsed.problems[2]).toMatch(/^coordinates: "maybe"/);
    expect(parsed.problems[3]).toMatch(/^background: "pink"/);
    expect(parsed.attributes).toEqual([['mode', 'play']]);
  });

  it('lists the parameters when an unknown one is not a near miss of any', () => {
    const [problem] = parseFrameQuery('?size=big').problems;
    // One short line: the list of parameters is the Embed page's (issue 28).
    expect(problem).toBe('Unknown parameter "size" (the Embed page lists them).');
    const five = parseFrameQuery(`?${['a1', 'bb2', 'cc3', 'dd4', 'x'.repeat(500)].map((n) => `${n}=1`).join('&')}`).problems;
    expect(five).toHaveLength(5);
    for (const p of five) expect(p.length, p).toBeLessThan(90);
  });

  it('takes on/off parameters bare, as true/false or 1/0', () => {
    expect(parseFrameQuery('?coordinates&menu=true&show-moves=0').attributes).toEqual([['coordinates', ''], ['menu', '']]);
  });
});

describe('frameSnippet', () => {
  it('is an iframe with the address, a title, a size and lazy loading, its attributes escaped', () => {
    const html = frameSnippet({ moves: '1. e3 e5', label: 'A "quoted" <name>' }, { origin: 'https://chess.example', title: 'Tom & Jerry' });
    expect(html).toMatch(/^<iframe src="https:\/\/chess\.example\/embed\/frame\/\?moves=1\.\+e3\+e5&amp;label=A\+%22quoted%22\+%3Cname%3E" /);
    expect(html).toContain('title="Tom &amp; Jerry"');
    expect(html).toMatch(/width="\d+" height="\d+" loading="lazy"/);
  });

  it('follows the page\'s width: 100% up to its size, the height in proportion (aspect-ratio), no border', () => {
    const html = frameSnippet({ pgn: '1. e3 e5 *' });
    const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(html)!;
    const style = /style="([^"]*)"/.exec(html)![1]!;
    expect(style.split(';')).toEqual(['width:100%', `max-width:${w}px`, 'height:auto', `aspect-ratio:${w}/${h}`, 'border:0']);
  });

  /** The frame's height when a page's column makes it `px` wide. */
  const heightAt = (options: FrameOptions, px: number) => {
    const s = frameSize(options);
    return Math.max(Math.min(px, s.width) * (s.height / s.width), s.minHeight ?? 0);
  };

  // What comes with a full-width board, below it, on a touch screen (measured in Chromium at 320–480 px:
  // the step buttons and moves are 44 px tall there). A 320 px phone's frame leaves at least that much.
  const BELOW: Array<[string, FrameOptions, number]> = [
    ['a diagram (its status line)', { fen: '8/8/8/8/8/8/8/K6k w - - 0 1' }, 40],
    ['a game (step buttons, header, a few lines of moves)', { pgn: '[Event "E"]\n\n1. e3 e5 *' }, 210],
    ['a game with move-list="bottom"', { moves: '1. e3', 'move-list': 'bottom' }, 210],
    ['a game with move-list="right" (below on a phone all the same)', { moves: '1. e3', 'move-list': 'right' }, 210],
    ['a game without a list (its step buttons)', { moves: '1. e3', 'move-list': 'none' }, 90],
    ['a board to play on (its list and move box)', { mode: 'play' }, 240],
    ['a puzzle (its buttons and move box)', { mode: 'puzzle', fen: '6rk/8/8/8/8/8/8/6K1 w - - 0 1', solution: 'Kg2' }, 300],
  ];
  for (const [what, options, below] of BELOW) {
    it(`on a phone leaves room for the board as wide as the frame and what goes below it: ${what}`, () => {
      for (const px of [320, 360, 390]) expect(heightAt(options, px) - px, `${px}px wide`).toBeGreaterThanOrEqual(below);
    });
  }

  it('is landscape, 640 px at most, for the list beside the board (move-list="right")', () => {
    const s = frameSize({ moves: '1. e3', 'move-list': 'right' });
    expect(s.width).toBeGreaterThan(s.height);
    expect(s.width).toBe(640);
    expect(frameSnippet({ moves: '1. e3', 'move-list': 'right' })).toContain(`;min-height:${s.minHeight}px;`);
  });
});
