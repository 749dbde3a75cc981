/**
 * /berserker-board.bundle.refute.js: the refutation of a wrong puzzle move (the engine's search), which
 * /berserker-board.bundle.live.js imports from its own directory on a wrong move (see site/lib/board-bundle.ts).
 */
import type { APIRoute } from 'astro';
import { readRefute, REFUTE_STUB } from '../lib/board-bundle';

export const GET: APIRoute = () =>
  new Response(readRefute() ?? REFUTE_STUB, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
