/**
 * Why the engine's worker gave no answer (site/scripts/shared/engine/engine-client.ts's EngineError
 * messages): short reasons the Play and Analysis pages put inside their own sentences ("The computer did
 * not answer (…)"), so German reads as phrases that fit either page.
 */
import { translations } from '../../../i18n/words';

const en = {
  unavailable: 'this browser could not start the computer (Web Workers are unavailable)',
  notLoaded: 'its program stopped or could not be loaded',
  unreadable: 'its answer could not be read',
  notStarted: 'it did not start in time',
  notStopped: 'it did not stop when asked',
  notAnswered: 'it did not answer in time',
};
const de: typeof en = {
  unavailable: 'dieser Browser kann den Computer nicht starten, Web Worker sind nicht verfügbar',
  notLoaded: 'das Programm ist abgestürzt oder konnte nicht geladen werden',
  unreadable: 'die Antwort war nicht lesbar',
  notStarted: 'kein rechtzeitiger Start',
  notStopped: 'kein Halt nach der Aufforderung',
  notAnswered: 'keine Antwort in der vorgesehenen Zeit',
};

export const ENGINE_WORDS = translations({ en, de });
