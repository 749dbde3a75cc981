/**
 * Draw offers. Between two players at one screen the other player accepts or declines in the
 * confirmation bar; against the computer it judges the position — with the search it is running for its
 * move if it is thinking, else with a quick evaluation — and accepts when it stands about equal or
 * worse (logic.ts, computerAcceptsDraw). An offer lapses when the position changes; a declined offer is
 * not repeated in the same position.
 */
import { computerAcceptsDraw } from './logic';
import { PAGE_WORDS, type PageWords } from './page-words';
import { PLAY_WORDS, type PlayWords } from './words';
import type { SearchAnswer } from '../shared/engine/engine-client';
import type { Colour } from './types';

export interface DrawHost {
  /** The human's colour against the computer, null for two players. */
  human(): Colour | null;
  computer(): Colour | null;
  /** Who decides now (the one who offers, between two players). */
  controller(): Colour;
  key(): string;
  over(): boolean;
  /** Is the computer thinking about its move (its answer then judges the offer)? */
  thinking(): boolean;
  /** A quick judgement of the position by the computer. */
  judge(): Promise<SearchAnswer | null>;
  ask(text: string, yes: string, no: string, onYes: () => void, onNo: () => void): void;
  notice(text: string): void;
  /** The draw is agreed: end the game. */
  agreed(text: string): void;
  changed(): void;
}

export class DrawOffers {
  private offer: { by: Colour; key: string } | null = null;
  private declined: string | null = null;

  constructor(
    private readonly host: DrawHost,
    /** The page's words (the notices) and the score's (default English). */
    private readonly words: PageWords = PAGE_WORDS.en,
    private readonly scoreWords: PlayWords = PLAY_WORDS.en,
  ) {}

  /** May a draw be offered now (in a position of `plies` actions)? */
  canOffer(plies: number): boolean {
    return !this.host.over() && !this.offer && this.declined !== this.host.key() && plies > 0;
  }

  /** A new game: no offer, nothing declined. */
  reset(): void {
    this.offer = null;
    this.declined = null;
  }

  /** The position changed: an offer made before lapses (true when one did, so its question can go). */
  positionChanged(): boolean {
    if (!this.offer || this.offer.key === this.host.key()) return false;
    this.offer = null;
    return true;
  }

  /** The game ended otherwise. */
  drop(): void {
    this.offer = null;
  }

  /** The player who decides now offers a draw. */
  make(): void {
    const h = this.host;
    const w = this.words;
    if (h.over() || this.offer) return;
    const key = h.key();
    const human = h.human();
    if (!human) {
      const by = h.controller();
      this.offer = { by, key };
      h.ask(
        w.drawOffer(by),
        w.drawAcceptButton(by),
        w.decline,
        () => {
          this.offer = null;
          h.agreed(w.drawAccepted(by));
        },
        () => {
          h.notice(w.drawDeclined(by));
          this.declined = key;
          this.offer = null;
          h.changed();
        },
      );
      h.changed();
      return;
    }
    this.offer = { by: human, key };
    if (h.thinking()) {
      h.notice(w.offerWhileThinking);
      h.changed();
      return;
    }
    h.notice(w.offerConsidered);
    h.changed();
    h.judge().then(
      (a) => {
        if (!a || !this.offer || this.offer.key !== key || key !== h.key() || h.over()) return;
        const judged = this.decide(a);
        if (!judged.accept) {
          h.notice(w.computerDeclines(judged.score));
          h.changed();
        }
      },
      () => {
        this.offer = null;
        h.notice(w.notConsidered);
        h.changed();
      },
    );
  }

  /**
   * The computer's search for its move has answered: if the human's offer is waiting, it is judged with
   * what the search found. False when the computer accepted (the game has ended: do not play the move).
   */
  searchAnswered(a: SearchAnswer): boolean {
    const h = this.host;
    if (!this.offer || this.offer.by !== h.human() || this.offer.key !== h.key()) return true;
    const judged = this.decide(a);
    if (judged.accept) return false;
    h.notice(this.words.computerDeclinesPlaysOn(judged.score));
    return true;
  }

  /** The computer's decision, from an answer scored from the chooser's point of view. */
  private decide(a: { chooser: Colour; score: number; mate: number | null }): { accept: boolean; score: string } {
    const c = this.host.computer()!;
    const mine = a.chooser === c ? a.score : -a.score;
    const mate = a.mate === null ? null : a.chooser === c ? a.mate : -a.mate;
    this.offer = null;
    const accept = computerAcceptsDraw(mine, mate);
    if (accept) this.host.agreed(this.words.computerAccepts);
    else this.declined = this.host.key();
    return { accept, score: this.scoreWords.formatScore(mine, mate) };
  }
}
