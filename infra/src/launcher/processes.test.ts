import type { PrefixedOutput } from './output';
import { superviseProcess } from './processes';

const collect = () => {
  const lines: string[] = [];
  const output: PrefixedOutput = { line: (source, text) => lines.push(`${source} | ${text}`) };
  return { lines, output };
};

const waitFor = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('supervised processes', () => {
  it("prefixes each line with the process's name and restarts it when it dies", async () => {
    const { lines, output } = collect();
    const child = superviseProcess(
      {
        name: 'crasher',
        command: process.execPath,
        args: ['-e', 'console.log("up"); console.error("about to fail"); process.exit(3)'],
        env: { PATH: process.env.PATH },
      },
      { output, restartDelayMs: 20, maxRestartDelayMs: 40 },
    );
    try {
      await waitFor(() => child.starts() >= 3);
      expect(lines).toContain('crasher | up');
      expect(lines).toContain('crasher | about to fail');
      expect(
        lines.some((l) =>
          /^launcher \| crasher stopped unexpectedly \(code 3\); restarting in \d+ ms$/.test(l),
        ),
      ).toBe(true);
    } finally {
      await child.stop();
    }
    const starts = child.starts();
    await new Promise((r) => setTimeout(r, 150));
    expect(child.starts()).toBe(starts);
  });

  it('stops with SIGTERM, and with SIGKILL a process that ignores it', async () => {
    const { lines, output } = collect();
    const stubborn = superviseProcess(
      {
        name: 'stubborn',
        command: process.execPath,
        args: [
          '-e',
          'process.on("SIGTERM", () => console.log("ignoring")); console.log("ready"); setInterval(() => {}, 1000)',
        ],
        env: { PATH: process.env.PATH },
      },
      { output, stopTimeoutMs: 300 },
    );
    await waitFor(() => lines.includes('stubborn | ready'));
    const pid = stubborn.pid()!;
    await stubborn.stop();
    expect(alive(pid)).toBe(false);
    expect(lines).toContain('launcher | stubborn did not stop within 300 ms; killing it');
    expect(lines.some((l) => l.includes('stopped unexpectedly'))).toBe(false);
  });
});
