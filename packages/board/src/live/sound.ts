/**
 * Sound (the `sound` attribute, `on`; off by default): a short sound for each move the board shows being
 * made — a move, a capture, a check, a Berserker placement — and for the end of the game, once, with
 * `game-over`. Stepping one move forward through a game sounds that move (not the end: the game ended
 * long ago); loading a game, setting `fen` or `pgn`, jumping, undoing are quiet. Which sound a move gets
 * is read from the engine's MoveInfo and the game's status (no rules here). The sounds are made at run
 * time with the Web Audio API from the notes below (our own code: no recording, no licence to note
 * beyond the package's MIT).
 *
 * Browsers let a page start sound only after the reader has acted on it (autoplay policies): the page's
 * one AudioContext is made on the first key or press after a board with sound on went live, never
 * before (so no warning on load); until then moves are silent. Sound only adds to the words the live
 * region speaks: it never replaces them.
 */
import type { ReactiveController } from 'lit';
import type { GameStatus, MoveInfo } from '@berserker-chess/engine';
import type { BoardHost } from '../types.js';

export type SoundName = 'move' | 'capture' | 'check' | 'place' | 'end';

/**
 * Each sound's notes: [start (s), frequency (Hz), frequency at the end, length (s), wave, volume]. The
 * wave is an index into WAVES. A move is a short wooden knock; a capture a lower, harder double knock; a
 * check two bright rising notes; a placement a quick rising shimmer; the end of the game a soft chord
 * arriving note by note.
 */
export const SOUNDS: Record<SoundName, readonly (readonly number[])[]> = {
  move: [[0, 620, 380, 0.09, 2, 0.5]],
  capture: [[0, 420, 180, 0.12, 1, 0.22], [0.05, 300, 140, 0.14, 2, 0.5]],
  check: [[0, 988, 988, 0.12, 2, 0.3], [0.09, 1319, 1319, 0.2, 2, 0.3]],
  place: [[0, 523, 1568, 0.18, 0, 0.25], [0.06, 784, 2093, 0.24, 0, 0.18]],
  end: [[0, 523, 523, 0.8, 0, 0.25], [0.12, 659, 659, 0.7, 0, 0.2], [0.24, 784, 784, 0.6, 0, 0.2]],
};
const WAVES: readonly OscillatorType[] = ['sine', 'square', 'triangle'];

/** The sound of a move: the end of the game (when `status` says it is over), else check, capture, placement, or a move. */
export function soundOf(m: MoveInfo, status?: GameStatus): SoundName {
  if (status?.over) return 'end';
  if (m.check) return 'check';
  if (m.captured) return 'capture';
  return m.kind === 'release' || m.kind === 'place' || m.kind === 'mark' ? 'place' : 'move';
}

/** The page's audio, once the reader has acted (one for every board). */
let audio: AudioContext | undefined;
const GESTURES = ['pointerdown', 'pointerup', 'keydown'];
/** Makes the page's audio on a key or press the browser counts as the reader's (touch counts on release). */
const unlock = (): void => {
  if (navigator.userActivation && !navigator.userActivation.isActive) return;
  audio ??= new AudioContext();
  void audio.resume();
  for (const e of GESTURES) removeEventListener(e, unlock, true);
};

/** Plays sound `name` now, if the page's audio is there. */
function play(name: SoundName): void {
  if (audio?.state !== 'running') return;
  const now = audio.currentTime;
  for (const [at, f, to, len, wave, volume] of SOUNDS[name]) {
    const t = now + at!;
    const o = audio.createOscillator();
    const g = audio.createGain();
    o.type = WAVES[wave!]!;
    o.frequency.setValueAtTime(f!, t);
    o.frequency.exponentialRampToValueAtTime(to!, t + len!);
    g.gain.setValueAtTime(1e-4, t);
    g.gain.exponentialRampToValueAtTime(volume!, t + 0.006);
    g.gain.exponentialRampToValueAtTime(1e-4, t + len!);
    o.connect(g).connect(audio.destination);
    o.start(t);
    o.stop(t + len!);
  }
}

/** A board's sound: waits for the reader's first act once its sound is on, then sounds its moves. */
export class Sound implements ReactiveController {
  readonly #host: BoardHost;

  constructor(host: BoardHost) {
    this.#host = host;
    host.addController(this);
  }

  hostUpdate(): void {
    if (this.#host.sound === 'on' && !audio) for (const e of GESTURES) addEventListener(e, unlock, true);
  }

  /** A move was made (by the reader, `play()`, a reply), leaving the game at `status`. */
  moved(m: MoveInfo, status?: GameStatus): void {
    if (this.#host.sound === 'on') play(soundOf(m, status));
  }
}
