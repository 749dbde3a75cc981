/**
 * The `sound` attribute: which sound each move the board shows being made plays, and when nothing plays.
 * The page's AudioContext is a stub that records the notes it is asked for; each sound's notes are told
 * apart by their frequencies (SOUNDS, the notes src/live/sound.ts plays). The page's audio is made once,
 * on the reader's first key or press, and kept: the first test is the one before that act, the others come
 * after it (mocha runs them in order).
 */
import { expect, html } from '@open-wc/testing';
import { sendMouse, resetMouse } from '@web/test-runner-commands';
import { board, tap, until } from './helpers.js';
import { SOUNDS, type SoundName } from '../src/live/sound.js';

/** Every AudioContext made, and the start frequency and time of every note. */
const made: StubContext[] = [];
let notes: { f: number; t: number }[] = [];
/** Each sound reads the clock once: 10 s apart, so the notes of one sound are told from the next's. */
let clock = 0;

class StubContext {
  state = 'running';
  destination = {};
  constructor() {
    made.push(this);
  }
  get currentTime(): number {
    return (clock += 10);
  }
  resume = () => Promise.resolve();
  createGain = () => ({ gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (d: unknown) => d });
  createOscillator = () => {
    const o = {
      type: 'sine',
      frequency: { setValueAtTime: (f: number, t: number) => notes.push({ f, t }), exponentialRampToValueAtTime() {} },
      connect: (d: unknown) => d,
      start() {},
      stop() {},
    };
    return o;
  };
}
(window as unknown as { AudioContext: unknown }).AudioContext = StubContext;

/** The sounds played since the last call, by name (notes that are no sound's: '?'). */
function heard(): string[] {
  const groups = new Map<number, number[]>();
  for (const { f, t } of notes) groups.set(Math.floor(t / 10), [...(groups.get(Math.floor(t / 10)) ?? []), f]);
  notes = [];
  const names = Object.keys(SOUNDS) as SoundName[];
  return [...groups.values()].map((fs) => names.find((n) => SOUNDS[n].map((x) => x[1]).join() === fs.join()) ?? '?');
}

describe('sound', () => {
  afterEach(() => {
    notes = [];
  });

  it('is silent until the reader acts on the page (a key or a press): then the page makes its audio, once', async () => {
    const el = await board(html`<berserker-board variant="chess" mode="play" sound="on"></berserker-board>`);
    expect(el.play('e4')).to.not.equal(null);
    expect(made).to.have.length(0);
    expect(heard()).to.deep.equal([]);
    await sendMouse({ type: 'click', position: [2, 2] });
    await resetMouse();
    await until(() => made.length > 0);
    el.play('e5');
    expect(heard()).to.deep.equal(['move']);
    await sendMouse({ type: 'click', position: [2, 2] });
    await resetMouse();
    expect(made).to.have.length(1);
  });

  it('plays a quiet move, a capture and a check, each its own sound, whoever made the move', async () => {
    const el = await board(html`<berserker-board variant="chess" mode="play" sound="on" style="width:400px"></berserker-board>`);
    await tap(el, 'e2');
    await tap(el, 'e4'); // the reader's move
    expect(el.history.map((m) => m.san)).to.deep.equal(['e4']);
    expect(heard()).to.deep.equal(['move']);
    el.play('d5');
    expect(heard()).to.deep.equal(['move']);
    el.play('exd5');
    expect(heard()).to.deep.equal(['capture']);
    el.play('e6');
    el.play('Bb5+');
    expect(heard()).to.deep.equal(['move', 'check']);
  });

  it('plays the placement sound for a Berserker placement', async () => {
    const el = await board(html`<berserker-board variant="berserker" mode="play" sound="on" moves="1. e3 e5"></berserker-board>`);
    expect(el.play('Nb1=Z')).to.not.equal(null);
    expect(heard()).to.deep.equal(['place']);
  });

  it('plays the end of the game once, for the move that ends it', async () => {
    const el = await board(html`<berserker-board variant="chess" mode="play" sound="on" moves="1. f3 e5 2. g4"></berserker-board>`);
    el.play('Qh4#');
    expect(el.status!.over).to.equal(true);
    expect(heard()).to.deep.equal(['end']);
  });

  it('sounds each move stepped forward through a game, and nothing stepping back, jumping or loading', async () => {
    const el = await board(html`<berserker-board variant="chess" sound="on" moves="1. e4 d5 2. exd5 Qxd5" ply="0"></berserker-board>`);
    expect(heard()).to.deep.equal([]);
    el.next();
    await el.updateComplete;
    el.next();
    await el.updateComplete;
    el.next();
    await el.updateComplete;
    expect(heard()).to.deep.equal(['move', 'move', 'capture']);
    el.prev();
    el.last();
    el.first();
    await el.updateComplete;
    el.fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    el.moves = '1... e5 2. Nf3';
    await el.updateComplete;
    expect(heard()).to.deep.equal([]);
  });

  it('is silent with sound off, the default; the attribute is reflected', async () => {
    const quiet = await board(html`<berserker-board variant="chess" mode="play"></berserker-board>`);
    expect(quiet.sound).to.equal('off');
    quiet.play('e4');
    const off = await board(html`<berserker-board variant="chess" mode="play" sound="off"></berserker-board>`);
    off.play('e4');
    off.play('d5');
    off.play('exd5');
    expect(heard()).to.deep.equal([]);
    off.sound = 'on';
    await off.updateComplete;
    expect(off.getAttribute('sound')).to.equal('on');
    off.play('Qxd5');
    expect(heard()).to.deep.equal(['capture']);
  });
});
