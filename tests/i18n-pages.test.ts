/**
 * The German words of the home page, search, the rules lab and the 404 page: filled in as the pages
 * fill them, their links in German, and the lab's English labels still the engine's.
 */
import { describe, expect, it } from 'vitest';
import { ruleOptionList } from '@berserker-chess/engine';
import { MAX_QUERY, readSearchQuery } from '../site/scripts/search-query.ts';
import searchWords from '../site/i18n/words/search.ts';
import labWords from '../site/i18n/words/lab.ts';
import homeWords from '../site/i18n/words/home.ts';
import notFound from '../site/i18n/words/not-found.ts';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('search in German', () => {
  const w = searchWords.de;
  it('counts pages and says when nothing is found', () => {
    expect(w.found(1, 'Berserker')).toBe('1 Seite gefunden für „Berserker“.');
    expect(w.found(12, 'Berserker')).toBe('12 Seiten gefunden für „Berserker“.');
    expect(w.nothing('xyz')).toBe('Nichts gefunden für „xyz“.');
    expect(searchWords.en.found(12, 'trigger')).toBe('12 pages found for “trigger”.');
  });

  it('says a cut query in the page\'s language', () => {
    const long = `?q=${'a'.repeat(MAX_QUERY + 50)}`;
    expect(readSearchQuery(long, 'de').note).toBe(`Die Suche in der Adresse war ${MAX_QUERY + 50} Zeichen lang; gesucht wird nur mit den ersten ${MAX_QUERY}.`);
    expect(readSearchQuery(long).note).toMatch(/^The search in the address was/);
  });

  it('links to German pages without JavaScript', () => {
    expect(hrefs(w.noscript)).toEqual(['/de/rules/', '/de/rulings/', '/de/variants/', '/de/notation/']);
  });
});

describe('the rules lab', () => {
  it('labels every rule option, in English as the engine does', () => {
    for (const o of ruleOptionList()) {
      expect(labWords.en.options[o.key]).toBe(o.label);
      expect(labWords.de.options[o.key]).toMatch(new RegExp(`\\(${o.rule}\\)$`));
    }
  });

  it('says the new game in German with the board\'s variant name and the rule text as it is', () => {
    expect(labWords.de.started('berserker-brawl', 'Berserker-Brawl-Schach', 'trigger=cross')).toBe('Neue Partie: Berserker-Brawl-Schach mit trigger=cross.');
    expect(labWords.de.started('berserker', 'Berserker-Schach', '')).toBe('Neue Partie: Berserker-Schach mit den Standardregeln.');
    expect(labWords.en.started('berserker-brawl', 'Berserker Brawl Chess', '')).toBe('New berserker brawl game with the default rules.');
  });
});

describe('the home page and the 404 page', () => {
  it('have a card for every section, the same in both languages', () => {
    expect(Object.keys(homeWords.de.cards)).toEqual(Object.keys(homeWords.en.cards));
    expect(Object.keys(homeWords.en.cards)).toEqual(['rules', 'rulings', 'variants', 'notation', 'embed', 'puzzles', 'play']);
  });

  it('send a German reader to German pages', () => {
    expect(hrefs(notFound.de.next)).toEqual(['/de/', '/de/rules/', '/de/search/']);
    expect(hrefs(notFound.en.next)).toEqual(['/', '/rules/', '/search/']);
  });
});
