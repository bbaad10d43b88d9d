/** The machine a benchmark ran on: OS, CPU (lscpu), memory, Node and Chromium versions, load. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromiumVersion } from './chromium';

export interface MachineInfo {
  date: string;
  os: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  hypervisor: string;
  node: string;
  chromium: string;
  loadAverage: number[];
}

export function machineInfo(): MachineInfo {
  let lscpu = '';
  try {
    lscpu = execFileSync('lscpu', { encoding: 'utf8' });
  } catch {
    // not Linux
  }
  const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(lscpu)?.[1]?.trim() ?? '';
  return {
    date: new Date().toISOString(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: field('Model name') || os.cpus()[0]?.model || 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    hypervisor: field('Hypervisor vendor'),
    node: process.version,
    chromium: chromiumVersion(),
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}
