/**
 * No test listens on a port it names (issue #28): a fixed port collides with another run,
 * another file or any program that holds it, and a server that cannot listen has hung the
 * suite. Servers listen on 0 and report the port they got (test/support/ports.ts; a port
 * that must be known first comes from freePort()). This reads the test sources, the
 * browser and end-to-end configs and the bench for a listen, a `port:`/`PORT` setting or a
 * `--port` flag given as a number literal. URLs inside test data (`http://127.0.0.1:4010`
 * as a string to parse) are not servers and are not matched.
 * `node --import tsx scripts/occupied-ports.ts` runs the affected files with every old port held.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = new URL('../..', import.meta.url).pathname;

const FIXED = [
  // server.listen(6802, …), listen(6802)
  /\blisten\(\s*[1-9]\d{2,4}\b/,
  // { port: 6292 }, PORT = 6801 (a quoted lower-case port: '4010' is parsed test data)
  /\bport\s*[:=]\s*[1-9]\d{2,4}\b/i,
  // PORT: '6804', SANDBOX_PORT: '4181', E2E_PORT ?? 5181
  /PORT['"]?\s*(:|\?\?)\s*['"`]?[1-9]\d{2,4}\b/,
  // '--port', '6520' and --port 6520
  /--port['"`]?\s*[,=\s]\s*['"`]?[1-9]\d{2,4}\b/,
  // const PORTS = { redis: 6291, a: 6201 }
  /ports?\s*=\s*\{[^}]*:\s*[1-9]\d{2,4}\b/i,
  // startSomething(6300, …) helpers taking a base port
  /portsFrom\(\s*\d/,
];

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|mts|mjs|js)$/.test(f) && !f.includes('node_modules'))
    .map((f) => join(dir, f));
}

test('no test, config or bench listens on a fixed port', () => {
  const files = [...sources('test'), 'playwright.config.ts', 'web-test-runner.config.mjs'];
  const found: string[] = [];
  for (const file of files) {
    // This file's own patterns and the occupied-ports list are not servers.
    if (file === 'test/scripts/fixed-ports.test.ts') continue;
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        if (FIXED.some((pattern) => pattern.test(line))) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
      });
  }
  assert.deepEqual(found, [], 'listen on 0 and report the port (test/support/ports.ts)');
});
