// The package's `berserker-board/render` subpath, as the site and the tests import it: from the
// TypeScript source (the "source" export condition), with the values of the element's enumerated
// attributes that a tool writing boards (the site's board editor) offers.
import { describe, expect, it } from 'vitest';
import * as render from 'berserker-board/render';
import { CHOICES } from '../../src/render/choices.js';
import { choice } from '../../src/core/attributes.js';

describe('berserker-board/render', () => {
  it('resolves to the source, the same module the element reads its attribute values from', () => {
    expect(render.CHOICES).toBe(CHOICES);
    expect(typeof render.renderBoardSvg).toBe('function');
  });

  it('exports CHOICES: each enumerated attribute with its values, the default first', () => {
    expect(Object.keys(render.CHOICES).sort()).toEqual(['mode', 'move-list', 'orientation', 'player', 'refutation', 'theme']);
    for (const [name, values] of Object.entries(render.CHOICES)) {
      expect(choice(name as keyof typeof CHOICES, 'not a value')).toBe(values[0]);
      for (const v of values) expect(choice(name as keyof typeof CHOICES, v)).toBe(v);
    }
  });
});
