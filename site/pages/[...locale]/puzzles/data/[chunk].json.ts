/**
 * /puzzles/data/<n>.json: the bodies of the Puzzles page's chunk n (see scripts/puzzles/catalogue.ts);
 * /de/puzzles/data/<n>.json: the same chunk for the German page (the same catalogue, German explanations).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadPuzzles } from '../../../../scripts/puzzles/load';
import { catalogue } from '../../../../scripts/puzzles/catalogue';
import { localeParams } from '../../../../i18n/locale';

export const getStaticPaths: GetStaticPaths = () =>
  localeParams().flatMap(({ params, props: { locale } }) =>
    catalogue(loadPuzzles(undefined, locale)).chunks.map((bodies, n) => ({ params: { ...params, chunk: String(n) }, props: { bodies } })));

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.bodies), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
