/**
 * The site's code highlighting: our TextMate grammar recognises the Berserker forms and fairy letters,
 * and every colour of our two Shiki themes meets WCAG AA (4.5:1) on its code background.
 */
import { describe, it, expect } from 'vitest';
import { createHighlighter } from 'shiki';
import { pgnLanguage, fenLanguage, lightTheme, darkTheme } from '../site/lib/shiki.mjs';
import { contrastRatio } from '../packages/board/src/render/color.ts';

describe('theme contrast', () => {
  for (const theme of [lightTheme, darkTheme]) {
    it(`${theme.name}: every token colour reaches 4.5:1`, () => {
      const bg = theme.colors['editor.background'];
      for (const t of theme.tokenColors) {
        const fg = t.settings.foreground;
        if (!fg) continue;
        expect(contrastRatio(fg, bg), `${fg} on ${bg} (${JSON.stringify(t.scope)})`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});

describe('PGN/SAN/FEN grammar', async () => {
  const h = await createHighlighter({ langs: [pgnLanguage, fenLanguage], themes: [lightTheme as never] });
  const scopes = (code: string, lang: string) =>
    h.codeToTokens(code, { lang: lang as 'text', theme: 'berserker-light', includeExplanation: true }).tokens.flat().map((t) => ({
      text: t.content,
      scopes: (t.explanation ?? []).flatMap((e) => e.scopes.map((s) => s.scopeName)),
    }));
  const scopeOf = (code: string, lang: string, text: string) => scopes(code, lang).find((t) => t.text === text)?.scopes.join(' ') ?? '';

  it('marks Z as the Berserker in moves, releases, re-placements and capture-and-place', () => {
    for (const code of ['Zf3', 'Zxe5+', 'Nb1=Z', 'Nfg1=Z', 'Zf1', 'exf3/Zf1#']) {
      expect(scopeOf(`1. ${code}`, 'pgn', 'Z'), code).toContain('entity.name.function.berserker');
    }
  });
  it('knows the placement operators and disambiguation', () => {
    // Tokens of one colour are merged: "fg1" carries both the origin file and the square.
    expect(scopeOf('2. Nfg1=Z', 'pgn', 'fg1')).toContain('constant.other.square.from');
    expect(scopeOf('2. Nfg1=Z', 'pgn', '=')).toContain('keyword.operator.placement');
    expect(scopeOf('4... exf3/Zf1', 'pgn', '/')).toContain('keyword.operator.placement');
  });
  it('knows the fairy piece letters', () => {
    for (const l of 'ASFCHDMJ') expect(scopeOf(`1. ${l}e4`, 'pgn', l), l).toContain('keyword.other.piece');
    expect(scopeOf('1. e12=A', 'pgn', '=A')).toContain('keyword.operator.promotion');
  });
  it('reads tags, Rules options and Oh no! comments', () => {
    expect(scopeOf('[Rules "trigger=cross; ohNo=on"]', 'pgn', 'trigger')).toContain('variable.other.option');
    expect(scopeOf('1. e3 {Oh no! Nb1=Z}', 'pgn', 'Oh no!')).toContain('markup.bold.oh-no');
  });
  it('reads the extended FEN with its seventh field and fairy letters', () => {
    const fen = 'dmsfcaqhfsmd/rnbjhkqcjbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBJHKQCJBNR/DMSFCAQZFSMD w KQkq - 0 1 tR';
    expect(scopeOf(fen, 'fen', 'tR')).toContain('berserker-flags');
    expect(scopeOf(fen, 'fen', 'Z')).toContain('entity.name.function.berserker');
    expect(scopeOf(fen, 'fen', '12')).toContain('constant.numeric.empty');
  });
});
