/** /puzzles/data/<n>.json: the bodies of the Puzzles page's chunk n (see scripts/puzzles/catalogue.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadPuzzles } from '../../../scripts/puzzles/load';
import { catalogue } from '../../../scripts/puzzles/catalogue';

export const getStaticPaths: GetStaticPaths = () =>
  catalogue(loadPuzzles()).chunks.map((bodies, n) => ({ params: { chunk: String(n) }, props: { bodies } }));

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.bodies), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
