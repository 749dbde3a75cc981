/**
 * The one door to the engine, through its package entry point (tests and tsx resolve it to the engine's
 * TypeScript source via the "source" export condition).
 */
export * from '@berserker-chess/engine';
