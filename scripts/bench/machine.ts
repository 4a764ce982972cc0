import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { chromiumVersion } from './chromium';

/** The machine the numbers were measured on. */
export interface Machine {
  cpu: string;
  cores: number;
  ramGiB: number;
  os: string;
  node: string;
  chromium: string;
  /** 1, 5 and 15 minute load averages. */
  load: string;
}

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    return `${pretty ?? process.platform}, kernel ${release()}`;
  } catch {
    return `${process.platform} ${release()}`;
  }
}

export const currentLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

export function describeMachine(): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    ramGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: osName(),
    node: process.version,
    chromium: chromiumVersion(),
    load: currentLoad(),
  };
}
