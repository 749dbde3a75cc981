/**
 * Run before every unit test file (vitest.config.ts's setupFiles). Files share a worker and so the
 * engine's modules: the shared Searcher starts each file empty — no transposition table or history
 * left by the files that happened to run before — so a file's results never depend on the order the
 * workers took them in.
 */
import { sharedSearcher } from '@berserker-chess/engine';

sharedSearcher().clear();
