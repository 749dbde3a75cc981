/** The mocha globals web-test-runner provides (no @types/mocha in this repository). */
type Done = (err?: unknown) => void;
type Fn = (this: unknown, done: Done) => void | Promise<unknown>;
declare function describe(title: string, fn: (this: { timeout(ms: number): void }) => void): void;
declare const it: { (title: string, fn: Fn): void; only(title: string, fn: Fn): void };
declare function before(fn: Fn): void;
declare function after(fn: Fn): void;
declare function beforeEach(fn: Fn): void;
declare function afterEach(fn: Fn): void;
