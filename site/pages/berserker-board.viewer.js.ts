/**
 * /berserker-board.viewer.js: the element's annotated-game viewer (step buttons, move list, variations),
 * which /berserker-board.bundle.live.js imports from its own directory when a board needs it (see site/lib/board-bundle.ts).
 */
import type { APIRoute } from 'astro';
import { readViewer, VIEWER_STUB } from '../lib/board-bundle';

export const GET: APIRoute = () =>
  new Response(readViewer() ?? VIEWER_STUB, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
