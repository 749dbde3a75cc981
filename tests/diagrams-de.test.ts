/**
 * Diagrams on German pages (/de/…): the placement line, the sentence on the position, the picture's
 * description, the board's name, the piece tables and an annotated game's still picture, in German —
 * worded from the engine's facts with the board's German words — while English stays the engine's.
 */
import { describe, expect, it } from 'vitest';
import { prepareDiagram, gameFallbackHtml } from '../site/lib/diagram.ts';
import { placementCaptionHtml, livePlacementCaption } from '../site/lib/placement-caption.ts';
import { diagramLabel } from '../site/lib/diagram-label.ts';
import { pieceRows } from '../site/lib/pieces.ts';
import { DIAGRAM_WORDS } from '../site/lib/diagram-words.ts';
import { everyDiagram } from './diagram-sources.ts';

/** White's Berserker captured on f3 by a pawn: Black re-places it; g1 is refused (it would attack f3). */
const CAPTURED = { moves: '1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3' };

describe('the placement line in German', () => {
  it('names the placements and says why a square is refused, with its parameters filled', () => {
    const de = prepareDiagram({ ...CAPTURED, locale: 'de' });
    expect(de.caption!.refused).toEqual([{ square: 'g1', text: 'ein Springer auf g1 würde Bauer auf f3 angreifen (R5)' }]);
    const html = placementCaptionHtml(de.caption!, false, 'de');
    expect(html).toBe('<span class="label">Einsetzzüge jetzt:</span> <code>Zf1</code> (★ f1). <span class="label">Nicht erlaubt (rot):</span> ein Springer auf g1 würde Bauer auf f3 angreifen (R5).');
    // Every position of the line the reader can step to has its line in German too.
    for (const c of Object.values(de.captions)) expect(placementCaptionHtml(c, false, 'de')).not.toMatch(/Placements|Refused|would/);
  });

  it('English stays the engine’s sentence', () => {
    const en = prepareDiagram(CAPTURED);
    expect(placementCaptionHtml(en.caption!)).toBe('<span class="label">Placements now:</span> <code>Zf1</code> (★ f1). <span class="label">Refused (red):</span> a knight on g1 would attack the pawn on f3 (R5).');
  });

  it('the note on each knight’s rank (C1) and a line the reader reached by playing on', () => {
    // The site's diagrams whose line has a note per knight (C1, C2), worded in German.
    const noted = everyDiagram().filter((d) => !d.page.startsWith('/de/') && Object.values(prepareDiagram(d.spec).captions).some((c) => c.notes.length > 0));
    expect(noted.length).toBeGreaterThan(0);
    for (const d of noted) {
      for (const c of Object.values(prepareDiagram({ ...d.spec, locale: 'de' }).captions)) {
        for (const n of c.notes) expect(n, d.label).toMatch(/^(Der Springer auf [a-l]\d+|Der Berserker von (Weiß|Schwarz)): (Reihe \d+ von (Weiß|Schwarz)(, ohne die Angriffsbedingung von R5, weil kein Feld der Reihen 1–3 sie erfüllt)? – \S|kein Einsetzfeld)/);
      }
    }
    const live = placementCaptionHtml(livePlacementCaption([{ san: 'Ng8=Z', to: 'g8' }]), true, 'de');
    expect(live).toContain('Zeig auf ein anderes Feld des Bretts oder tippe es an');
  });
});

describe('the sentence on the position, the description and the name', () => {
  it('whose turn it is, a placement turn, a mate with its points', () => {
    expect(prepareDiagram({ locale: 'de' }).situation).toBe('Weiß ist am Zug.');
    expect(prepareDiagram({ moves: '1. e3 e5', locale: 'de' }).situation).toBe('Schwarz setzt den Berserker von Weiß ein (Freisetzung, R3).');
    expect(prepareDiagram({ ...CAPTURED, locale: 'de' }).situation).toBe('Schwarz setzt den geschlagenen Berserker von Weiß wieder ein (R4).');
    const mate = prepareDiagram({ variant: 'chess', moves: '1. f3 e5 2. g4 Qh4#', locale: 'de' });
    expect(mate.situation).toBe('Schwarz gewinnt (Schachmatt): 1 Punkt für Schwarz. Stand 0–1.');
    expect(prepareDiagram({ variant: 'chess', moves: '1. f3 e5 2. g4 Qh4#' }).situation).toBe('Black wins by checkmate: 1 point to Black. Score 0–1.');
  });

  it('the picture’s description and the board’s name use the German variant name', () => {
    const d = prepareDiagram({ variant: 'game-of-pawns', locale: 'de' });
    expect(d.variantName).toBe('Bauernspiel');
    expect(d.description).toMatch(/^Diagramm \(Bauernspiel\)\. /);
    expect(d.svg).toContain('<title>Diagramm (Bauernspiel).');
    expect(diagramLabel({ variantName: d.variantName, locale: 'de' })).toBe('Diagramm (Bauernspiel)');
    expect(diagramLabel({ caption: '1. e3 löst nicht aus. Erst e4.', variantName: 'x', locale: 'de' })).toBe('Diagramm: 1. e3 löst nicht aus');
  });

  it('a FEN the engine refuses: its reason in German', () => {
    const d = prepareDiagram({ fen: '4k3/p7/8/3z4/8/8/P7/4K3 w - - 0 1 T', expectRejected: '4k3/p7/8/3zz3/8/8/P7/4K3 w - - 0 1 T|4k3/p7/8/3z4/8/8/P7/4K3 w - - 0 1 -', locale: 'de' });
    expect(d.rejected.map((r) => DIAGRAM_WORDS.de.fenRefusal(r.message))).toEqual([
      'Berserker-Feld der FEN: Schwarz hat 2 Berserker; erlaubt ist höchstens einer',
      'Berserker-Feld der FEN: Schwarz hat einen Berserker auf dem Brett, aber Weiß hat nicht ausgelöst (T fehlt)',
    ]);
  });
});

describe('piece tables and annotated games in German', () => {
  it('Brawl’s pieces: the board’s German names, with German moves and notes', () => {
    const rows = pieceRows('berserker-brawl', 'de');
    const by = Object.fromEntries(rows.map((r) => [r.letter, r]));
    expect(by.A!.name).toBe('Amazone');
    expect(by.A!.words).toBe('Wie eine Dame oder ein Springer.');
    expect(by.S!.name).toBe('Schiff');
    expect(by.S!.gender).toBe('n');
    expect(by.Z!.note).toMatch(/^Unsterblich/);
    expect(by.K!.note).toMatch(/Rochiert/);
    // English unchanged.
    expect(pieceRows('berserker-brawl').find((r) => r.letter === 'A')!.words).toBe('Like a queen or a knight.');
  });

  it('an annotated game’s still picture: caption, description and Oh No! in German', () => {
    const pgn = '[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Ng1=Z d5 3. Be2 e4 { Oh no! Nc6 } *';
    const html = gameFallbackHtml(pgn, { locale: 'de' });
    expect(html).toContain('<figcaption>Stellung nach 3… e4</figcaption>');
    expect(html).toContain('(mit „Oh nein!“ zurückgenommen)');
    expect(html).not.toMatch(/Position after|taken back|Chess diagram/);
    expect(gameFallbackHtml(pgn)).toContain('<figcaption>Position after 3… e4</figcaption>');
  });
});
