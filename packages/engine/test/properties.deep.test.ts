// Every game of the random playouts (properties.ts); `npm test` plays a quarter of them.
import { randomPlayouts } from './properties.js';

randomPlayouts(1);
