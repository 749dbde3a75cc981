/**
 * Only for the site's board editor until it imports `CHOICES` from 'berserker-board/render' (issue 23):
 * the values of the element's enumerated attributes are render/choices.ts's. Delete this file then.
 */
export { CHOICES } from './render/choices.js';
