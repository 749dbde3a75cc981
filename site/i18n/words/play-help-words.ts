/**
 * The help under the Play page's board (site/components/PlayHelp.astro): HTML strings, ours, rendered
 * with set:html. Links in them are written for their language.
 */
import { translations } from '../words';

const en = {
  title: 'How the game works here',
  moving: 'Moving and placing',
  movingText:
    'Click (or tap) a piece, then its square; or drag it; or use the keyboard on the board (arrow keys, Enter to pick up and put down); or type the move in SAN under the board. When a Berserker is due to be placed, the board says who places whose Berserker and stars the squares allowed: pick the knight if there is a choice, then a starred square. Trying another square tells you which rule forbids it.',
  placementTurns: 'Whose turn is a placement turn?',
  placementText:
    'On a Berserker placement turn (a release, R3, or the return of a captured Berserker, R4) it is the <em>owner’s</em> turn, but the <em>opponent</em> chooses the square. So the player who decides is the opponent: against the computer you place the computer’s Berserker, and it places yours. The board lets you act exactly when you are the one who decides, and the clocks follow the same rule: <strong>the clock of the player who decides runs</strong>, and that player gets the increment.',
  levels: 'The computer’s levels',
  levelsText:
    'The computer thinks in the background (a Web Worker), so the page never freezes. “Stop: move now” makes it play the best move it has found so far; starting a new game or taking back stops it. If the computer stops working or does not answer, the page says so and starts it afresh when you choose “Try again”. Tick “Show the computer’s thinking” to see how deep it has looked, its score (from White’s side: +1.00 is a pawn up for White) and the line it expects.',
  draws: 'Draws, resigning and clocks',
  /** `margin`: the most the computer may stand better and still accept a draw, in pawns. */
  drawsText: (margin: number) =>
    `Offer a draw at any time. The computer accepts when it judges the position about equal or worse for itself (at most ${margin} of a pawn in its favour, or a forced mate against it), and declines when it thinks it stands better. Against a friend, the other player accepts or declines on the same screen. With a clock, the clocks start after the first move, and a player whose time runs out loses the game (1 point to the opponent).`,
  takeBacks: 'Take-backs and “Oh no!”',
  takeBacksText:
    'Against the computer, “Take back” returns to your last decision (the computer’s reply goes too). With the rule option <code>ohNo=on</code> there is no free take-back: instead each player has the one “Oh no!” of rule R8, for their own last action only and only before the opponent acts. The computer then waits two seconds before it replies, so you have time to call it. The computer never uses its own.',
  results: 'Results and points',
  resultsText:
    'Games are scored as in R9: a checkmate is 1 point, a <strong>Berserker checkmate</strong> (the Berserker gives the check) is 2, a draw is ½ each. Resigning or losing on time gives the opponent 1.',
  saving: 'Saving and PGN',
  savingText:
    'The game is kept in this browser (local storage) after every move: reload the page or come back later and it is still there (the clocks stop while the page is closed). When the browser cannot keep it (its storage is switched off or full), the page says so. A game saved by another version of this page is kept, never overwritten. Download the game as a PGN file or copy it; any program that knows the variant can replay it, and the <a href="/embed/">board element</a> can show it.',
};

const de: typeof en = {
  title: 'So funktioniert die Partie hier',
  moving: 'Ziehen und Einsetzen',
  movingText:
    'Klicke (oder tippe) auf eine Figur, dann auf ihr Zielfeld; oder ziehe sie mit der Maus; oder nutze die Tastatur auf dem Brett (Pfeiltasten, Enter zum Aufnehmen und Absetzen); oder tippe den Zug in SAN unter dem Brett ein. Steht ein Berserker zum Einsetzen an, sagt das Brett, wer wessen Berserker einsetzt, und markiert die erlaubten Felder mit einem Stern: Wähle den Springer, falls es eine Wahl gibt, dann ein Feld mit Stern. Versuchst du ein anderes Feld, erfährst du, welche Regel es verbietet.',
  placementTurns: 'Wer ist bei einem Einsetzzug am Zug?',
  placementText:
    'Bei einem Einsetzzug (einer Freisetzung, R3, oder der Rückkehr eines geschlagenen Berserkers, R4) ist der <em>Besitzer</em> am Zug, aber der <em>Gegner</em> wählt das Feld. Es entscheidet also der Gegner: Gegen den Computer setzt du den Berserker des Computers ein, und er setzt deinen ein. Das Brett lässt dich genau dann handeln, wenn du entscheidest, und die Uhren folgen derselben Regel: <strong>Es läuft die Uhr dessen, der entscheidet</strong>, und er bekommt auch den Zeitzuschlag.',
  levels: 'Die Spielstärken des Computers',
  levelsText:
    'Der Computer rechnet im Hintergrund (in einem Web Worker), die Seite friert also nie ein. „Stopp: jetzt ziehen“ lässt ihn sofort den besten Zug spielen, den er bisher gefunden hat; eine neue Partie oder eine Zugrücknahme hält ihn an. Fällt der Computer aus oder antwortet er nicht, sagt die Seite das und startet ihn neu, wenn du „Noch einmal versuchen“ wählst. Kreuze „Zeigen, was der Computer denkt“ an, um zu sehen, wie tief er gerechnet hat, wie er die Stellung bewertet (aus Sicht von Weiß: +1.00 heißt ein Bauer mehr für Weiß) und welche Folge er erwartet.',
  draws: 'Remis, Aufgeben und Uhren',
  drawsText: (margin) =>
    `Remis kannst du jederzeit anbieten. Der Computer nimmt an, wenn er die Stellung für sich als etwa ausgeglichen oder schlechter bewertet (höchstens ${String(margin).replace('.', ',')} Bauern zu seinen Gunsten oder ein erzwungenes Matt gegen ihn), und lehnt ab, wenn er glaubt, besser zu stehen. Gegen jemanden am selben Bildschirm nimmt der andere Spieler an oder lehnt ab. Mit Uhr laufen die Uhren ab dem ersten Zug, und wer die Zeit überschreitet, verliert die Partie (1 Punkt für den Gegner).`,
  takeBacks: 'Zugrücknahmen und „Oh nein!“',
  takeBacksText:
    'Gegen den Computer führt „Zurücknehmen“ zurück zu deiner letzten Entscheidung (die Antwort des Computers wird mit zurückgenommen). Mit der Regeloption <code>ohNo=on</code> gibt es keine freie Zugrücknahme: Stattdessen hat jeder Spieler das eine „Oh nein!“ aus Regel R8, nur für die eigene letzte Aktion und nur, bevor der Gegner handelt. Der Computer wartet dann zwei Sekunden, bevor er antwortet, damit du Zeit hast, es zu rufen. Sein eigenes nutzt der Computer nie.',
  results: 'Ergebnisse und Punkte',
  resultsText:
    'Gewertet wird wie in R9: Ein Schachmatt zählt 1 Punkt, ein <strong>Berserker-Matt</strong> (der Berserker gibt das Schach) 2, ein Remis je ½. Aufgeben oder Zeitüberschreitung bringt dem Gegner 1 Punkt.',
  saving: 'Speichern und PGN',
  savingText:
    'Die Partie wird nach jedem Zug in diesem Browser gespeichert (im lokalen Speicher): Lade die Seite neu oder komm später wieder, und sie ist noch da (solange die Seite geschlossen ist, stehen die Uhren). Kann der Browser sie nicht behalten (weil sein Speicher abgeschaltet oder voll ist), sagt die Seite das. Eine Partie, die eine andere Version dieser Seite gespeichert hat, bleibt erhalten und wird nie überschrieben. Lade die Partie als PGN-Datei herunter oder kopiere sie; jedes Programm, das die Variante kennt, kann sie nachspielen, und das <a href="/de/embed/">Brett-Element</a> kann sie zeigen.',
};

export const PLAY_HELP_WORDS = translations({ en, de });
