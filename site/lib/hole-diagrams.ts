/**
 * The diagrams of the Rulings page's H1, H2 … sections (engine-rulings.md is plain Markdown, so its
 * diagrams live beside it as data): content/rulings/engine-rulings.diagrams.json, and the same file in a
 * language's folder with the captions translated (English where it is missing; the i18n check lists it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';

export function holeDiagramsFile(locale: Locale): string {
  const dir = resolve(process.cwd(), 'content/rulings');
  return locale === DEFAULT_LOCALE ? resolve(dir, 'engine-rulings.diagrams.json') : resolve(dir, locale, 'engine-rulings.diagrams.json');
}

export function holeDiagrams(locale: Locale): Record<string, unknown> {
  const file = existsSync(holeDiagramsFile(locale)) ? holeDiagramsFile(locale) : holeDiagramsFile(DEFAULT_LOCALE);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  delete data.$comment;
  return data;
}
