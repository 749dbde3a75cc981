/** The R8 "Oh no!" bar under boards in play mode (site/scripts/ohno.ts). */
import { translations } from '../i18n/words';

const en = {
  button: 'Oh no! Take back',
  /** `san`: the action taken back, or null when the board did not name it. */
  takenBack: (san: string | null) => `${san ?? 'The last action'} was taken back; the same player acts again.`,
};
const de: typeof en = {
  button: 'Oh nein! Zurücknehmen',
  takenBack: (san) => `${san ?? 'Die letzte Aktion'} wurde zurückgenommen; derselbe Spieler ist noch einmal dran.`,
};

export const OHNO_WORDS = translations({ en, de });
