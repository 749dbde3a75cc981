/**
 * The 404 page's words (site/pages/404.astro). One page answers every missing address, in both
 * languages: the page shows the reader's language first (a /de/… address: German).
 */
import { translations } from '../words';

const en = {
  title: 'Page not found',
  description: 'This page does not exist.',
  lead: 'Like a captured Berserker, this page has left the board — but unlike the Berserker, it is not coming back.',
  /** HTML: links to this language's pages. */
  next: 'Try the <a href="/">home page</a>, the <a href="/rules/">rules</a>, or <a href="/search/">search the site</a>.',
};

const de: typeof en = {
  title: 'Seite nicht gefunden',
  description: 'Diese Seite gibt es nicht.',
  lead: 'Wie ein geschlagener Berserker hat diese Seite das Brett verlassen – aber anders als der Berserker kommt sie nicht zurück.',
  next: 'Versuch es mit der <a href="/de/">Startseite</a> oder den <a href="/de/rules/">Regeln</a>, oder <a href="/de/search/">durchsuche die Website</a>.',
};

export default translations({ en, de });
