/**
 * /berserker-board-<version>-<hash>.js and the viewer file it loads, /berserker-board-<version>-<hash>.viewer.js:
 * the element under names that never change content (see site/lib/board-versioned.ts). The Embed page
 * gives the first with its Subresource Integrity hash.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { versionedFiles } from '../lib/board-versioned';

const strip = (name: string) => name.replace(/^berserker-board-/, '').replace(/\.js$/, '');

export const getStaticPaths: GetStaticPaths = () => {
  const { bundle, viewer } = versionedFiles();
  return [bundle, viewer].map((file) => ({ params: { name: strip(file.name) } }));
};

export const GET: APIRoute = ({ params }) => {
  const { bundle, viewer } = versionedFiles();
  const file = [bundle, viewer].find((f) => strip(f.name) === params.name)!;
  return new Response(file.text, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
};
