/**
 * /berserker-board.lang-<code>.js (de, es, fr, it, nl): a language's table (the element's words in that
 * language), which /berserker-board.js imports from its own directory when a board's language needs it
 * (see site/lib/board-bundle.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LANG_CODES, langStub, readLang } from '../lib/board-bundle';

export const getStaticPaths: GetStaticPaths = () => LANG_CODES.map((code) => ({ params: { code } }));

export const GET: APIRoute = ({ params }) =>
  new Response(readLang(params.code!) ?? langStub(params.code!), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
