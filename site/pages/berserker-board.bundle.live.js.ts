/**
 * /berserker-board.bundle.live.js: the live board (the engine, moves, puzzles, the grid, drag), which
 * /berserker-board.js imports from its own directory when a board goes live (see site/lib/board-bundle.ts).
 */
import type { APIRoute } from 'astro';
import { readLive, LIVE_STUB } from '../lib/board-bundle';

export const GET: APIRoute = () =>
  new Response(readLive() ?? LIVE_STUB, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
