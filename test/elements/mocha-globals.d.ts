// The mocha globals web-test-runner provides (no @types/mocha is installed).
type MochaDone = (error?: unknown) => void;
type MochaFn = (this: unknown, done: MochaDone) => void | Promise<unknown>;
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaFn | (() => void | Promise<unknown>)): void;
declare function before(body: () => void | Promise<unknown>): void;
declare function after(body: () => void | Promise<unknown>): void;
declare function beforeEach(body: () => void | Promise<unknown>): void;
declare function afterEach(body: () => void | Promise<unknown>): void;
