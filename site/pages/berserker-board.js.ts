/** /berserker-board.js: the element's one-script-tag bundle (see site/lib/board-bundle.ts). */
import type { APIRoute } from 'astro';
import { readBundle, BUNDLE_STUB } from '../lib/board-bundle';

export const GET: APIRoute = () =>
  new Response(readBundle() ?? BUNDLE_STUB, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
