/** The public functions of markers.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { movementMarkers as movementMarkers_ } from '../markers.js';

export const movementMarkers = /* @__PURE__ */ checked(API_KINDS, 'movementMarkers', movementMarkers_, 'pos:pos', 'sq:int');
