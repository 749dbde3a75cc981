/**
 * The game's people and facts around the board: the game picker (a PGN of several games), the players
 * above and below the board with their clocks (`[%clk]` of the shown move), and the header beside the
 * moves (White – Black, Event, Site, Date). Pure templates over the tree's tags and nodes.
 */
import { html, nothing, type GameTree, type GameTreeNode, type TemplateResult } from '../live/viewer-deps.js';
import type { Words } from '../messages/en.js';


type Tags = ReadonlyArray<readonly [string, string]>;

/**
 * A tag's value, '' when it is absent, unknown ('?', '????.??.??') or, for a round, not applicable
 * ('-', as PGN writes a game outside a tournament); a date keeps its known part ('2024.??.??' → '2024').
 */
export function tag(tags: Tags, name: string): string {
  const v = (tags.find(([k]) => k === name)?.[1] ?? '').trim();
  if (name === 'Date') return v.replace(/(\.\?\?)+$/, '').replace(/^\?.*$/, '');
  return v === '?' || (name === 'Round' && v === '-') ? '' : v;
}

/**
 * Tag text in a bidi isolate (FSI … PDI), for plain text where no <bdi> can go (an <option>): a name
 * with a right-to-left override (`Alice \u202E`) cannot reverse what follows it (issue 28).
 */
const isolate = (text: string): string => `\u2068${text}\u2069`;

/** A name or title shown in a narrow place: its first MAX_SHOWN characters; the whole is its `title`. */
const MAX_SHOWN = 60;
const cut = (text: string, max = MAX_SHOWN): string => ([...text].length <= max ? text : `${[...text].slice(0, max).join('')}…`);

/** A game's title for the picker: "White – Black, Event, Result", from what the tags know, each tag isolated. */
export function gameTitle(tags: Tags, index: number): string {
  const players = [tag(tags, 'White'), tag(tags, 'Black')];
  const title = [players.some(Boolean) ? players.map((p) => isolate(p || '?')).join(' – ') : '', tag(tags, 'Event') && isolate(tag(tags, 'Event')), tag(tags, 'Result').replace('*', '')].filter(Boolean).join(', ');
  return title || `Game ${index + 1}`;
}

/** The picker of a PGN of several games. */
export function gamePicker(games: readonly Tags[], index: number, pick: (i: number) => void): TemplateResult | typeof nothing {
  if (games.length < 2) return nothing;
  return html`<label class="pick" part="picker">Game
    <select @change=${(e: Event) => pick(Number((e.target as HTMLSelectElement).value))}>
      ${games.map((t, i) => {
        // A long title is cut in the list (an option cannot wrap), the isolate the cut may leave open
        // closed; the whole is its title.
        const title = gameTitle(t, i), shown = cut(title, MAX_SHOWN * 2);
        return html`<option value=${i} ?selected=${i === index} title=${title}>${shown === title ? title : `${shown}\u2069`}</option>`;
      })}
    </select></label>`;
}

const factTexts = (w: Words, tags: Tags): string[] => ['Event', 'Site', 'Date', 'Round'].map((k) => (k === 'Round' && tag(tags, k) ? w('viewer.round', { round: tag(tags, k) }) : tag(tags, k))).filter(Boolean);

/** The header beside the moves: the players and what the tags say of the game. */
export function gameHeader(w: Words, tags: Tags): TemplateResult | typeof nothing {
  const players = [tag(tags, 'White'), tag(tags, 'Black')];
  const facts = factTexts(w, tags);
  if (!players.some(Boolean) && !facts.length) return nothing;
  // Each name and fact in a <bdi>: tag text cannot reorder its neighbours; long text wraps (styles.ts).
  const who = players.map((p, i) => html`${i ? ' – ' : ''}<bdi>${p || '?'}</bdi>`);
  return html`<div class="head" part="header">${players.some(Boolean) ? html`<strong>${who}</strong>` : nothing}${facts.length ? html`<span>${facts.map((f, i) => html`${i ? ', ' : ''}<bdi>${f}</bdi>`)}</span>` : nothing}</div>`;
}

/** Each side's clock at the shown move: the latest `[%clk]` of a move that side decided, on the way there. */
export function clocks(line: readonly GameTreeNode[], ply: number): { white: number | null; black: number | null } {
  const out = { white: null as number | null, black: null as number | null };
  for (const n of line.slice(0, ply)) if (n.clock !== null) out[n.move.controller] = n.clock;
  return out;
}

/** 1:02:03, 4:05, 0:09.5 (tenths under a minute when the clock has them). */
export function clockText(seconds: number): string {
  const s = Math.floor(seconds);
  const tenths = seconds < 60 && seconds !== s ? `.${Math.floor((seconds - s) * 10)}` : '';
  const mm = Math.floor(s / 60) % 60;
  const ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}${tenths}`;
}

/** Do the players get bars beside the board (names in the tags, or clocks in the moves)? */
export function hasPlayers(tree: GameTree, line: readonly GameTreeNode[]): boolean {
  return !!(tag(tree.tags, 'White') || tag(tree.tags, 'Black') || line.some((n) => n.clock !== null));
}

/**
 * A player's title and rating from the tags (`WhiteTitle "GM"`, `WhiteElo "2700"`), as lichess and the
 * PGN viewers show them: '' for a value that is absent, unknown ('?', '-', '0') or not one (a title is a
 * few capital letters, a rating a number), so a malformed tag shows nothing rather than noise.
 */
export function titleAndElo(tags: Tags, color: 'white' | 'black'): { title: string; elo: string } {
  const side = color === 'white' ? 'White' : 'Black';
  const title = tag(tags, `${side}Title`);
  const elo = tag(tags, `${side}Elo`);
  return { title: /^[A-Z]{1,4}$/.test(title) ? title : '', elo: /^[1-9]\d{0,3}$/.test(elo) ? elo : '' };
}

/** One player's bar: the colour's dot, title, name and rating, the clock (marked while that side is to decide). */
export function playerBar(w: Words, color: 'white' | 'black', tags: Tags, clock: number | null, active: boolean): TemplateResult {
  const name = tag(tags, color === 'white' ? 'White' : 'Black') || w(color);
  const { title, elo } = titleAndElo(tags, color);
  return html`<div class="player" part="player">
    <span class="dot ${color}"></span>${title ? html`<span class="title">${title}</span>` : nothing}<bdi class="name" title=${[...name].length > MAX_SHOWN ? name : nothing}>${cut(name)}</bdi>${elo ? html`<span class="elo">${elo}</span>` : nothing}
    ${clock === null ? nothing : html`<span class="clock ${active ? 'on' : ''}" aria-label=${w('viewer.clock', { color: w(color), time: clockText(clock) })}>${clockText(clock)}</span>`}
  </div>`;
}
