/**
 * Which sections of a page a search result links to. Pagefind cuts each page it indexes at its headings
 * with ids (its "sub-results": the heading's text, an excerpt, the matches, and the page's URL with the
 * heading's #id), so a result can open the page at the section where the words are instead of its top.
 */

/** A page Pagefind found (the part of its result data the page uses). */
export interface PageHit {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: { readonly title?: string };
  /** The page cut at its headings with ids: each part's URL ends in the heading's #id (the part before the first heading has the page's URL and no anchor). */
  readonly sub_results?: ReadonlyArray<{
    readonly url: string;
    readonly title: string;
    readonly excerpt: string;
    readonly locations?: readonly number[];
    readonly weighted_locations?: ReadonlyArray<{ readonly balanced_score: number }>;
    readonly anchor?: { readonly id: string };
  }>;
}

/** Where a result link goes: the page, the section (its heading's text, or null for the page's top) and the URL with the section's #id. */
export interface Section {
  readonly page: string;
  readonly section: string | null;
  readonly url: string;
  readonly excerpt: string;
}

/**
 * The sections of `hit` where the words are, best first (at most `max`, at least one): a section's
 * score is the sum of its matches' scores (Pagefind's balanced_score; its match count when the index
 * has no weights), ties in page order. A page without sections is one section: the page itself.
 */
export function rankSections(hit: PageHit, max: number): [Section, ...Section[]] {
  const page = hit.meta.title?.trim() || hit.url;
  const whole: Section = { page, section: null, url: hit.url, excerpt: hit.excerpt };
  const scored = (hit.sub_results ?? [])
    .map((s, i) => ({
      i,
      score: s.weighted_locations?.length ? s.weighted_locations.reduce((sum, w) => sum + w.balanced_score, 0) : (s.locations?.length ?? 0),
      section: { page, section: s.anchor ? s.title : null, url: s.url, excerpt: s.excerpt } satisfies Section,
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, Math.max(1, max))
    .map((s) => s.section);
  return scored.length ? (scored as [Section, ...Section[]]) : [whole];
}
