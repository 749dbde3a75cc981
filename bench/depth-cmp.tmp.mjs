import { register } from 'tsx/esm/api';
register();
const { engineAt } = await import('./lib/engine-copy.mjs');
const cur = await import('../packages/engine/src/index.ts');
const base = (await engineAt('HEAD', process.cwd())).module;
const cases = [['chess', 'e4 e5 Nf3 Nc6 Bb5 a6', 8], ['chess', 'd4 d5 c4 e6 Nc3 Nf6', 8], ['berserker', 'e3 e5 Nb1=Z Nf6 Nf3 Nc6', 7], ['battle-of-the-kings', 'e4 e5 Nd4 Nd5', 6], ['brawl', 'f4 f9 Nc4 Nc9', 5]];
for (const [variant, moves, depth] of cases) {
  for (const [name, e] of [['base', base], ['cand', cur]]) {
    const g = new e.Game({ variant });
    for (const m of moves.split(' ')) g.play(m);
    const t0 = performance.now();
    const r = new e.Searcher().search(g.position, { depth });
    console.log(variant, name, 'depth', depth, 'nodes', r.nodes, 'score', r.score, 'move', e.makeSan(g.position, r.move), Math.round(performance.now() - t0), 'ms');
  }
}
