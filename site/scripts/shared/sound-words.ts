/** The mute control's words (site/components/SoundToggle.astro, site/scripts/shared/sound.ts): its name, and the state shown after it. */
import { translations } from '../../i18n/words';

const en = { name: 'Sound', on: ': on', off: ': off' };
const de: typeof en = { name: 'Ton', on: ': an', off: ': aus' };

export const SOUND_WORDS = translations({ en, de });
