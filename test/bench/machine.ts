/** The machine the numbers come from: they mean little without it. */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem, loadavg, release } from 'node:os';
import { chromiumExecutable } from '../support/chromium.js';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  /** 1-minute load average when the bench started: a busy machine explains slow numbers. */
  loadAverage: number;
}

export function describeMachine(): Machine {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${process.platform} ${release()}`,
    node: process.version,
    chromium: chromiumVersion(),
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
  };
}

function chromiumVersion(): string {
  const executable = chromiumExecutable();
  if (!executable) return 'playwright default';
  try {
    const out = execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
    return /[\d.]+/.exec(out)?.[0] ?? out.trim();
  } catch {
    return 'unknown';
  }
}
