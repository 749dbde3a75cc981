/**
 * /berserker-board-<version>-<hash>.js, the live file it loads, /berserker-board-<version>-<hash>.live.js,
 * the viewer and the refutation search that loads, /berserker-board-<version>-<hash>.viewer.js and
 * …refute.js, and the language files the bundle loads, …lang-<code>.js: the element under names that
 * never change content (see site/lib/board-versioned.ts). The Embed page gives the first with its
 * Subresource Integrity hash, and the others in an optional import map with theirs.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { versionedFiles } from '../lib/board-versioned';

const strip = (name: string) => name.replace(/^berserker-board-/, '').replace(/\.js$/, '');
const files = () => {
  const { bundle, live, viewer, refute, langs } = versionedFiles();
  return [bundle, live, viewer, refute, ...Object.values(langs)];
};

export const getStaticPaths: GetStaticPaths = () => files().map((file) => ({ params: { name: strip(file.name) } }));

export const GET: APIRoute = ({ params }) => {
  const file = files().find((f) => strip(f.name) === params.name)!;
  return new Response(file.text, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
};
