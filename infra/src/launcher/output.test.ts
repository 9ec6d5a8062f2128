import { PassThrough } from 'node:stream';
import { prefixedOutput, readableLine } from './output';

describe('launcher output', () => {
  it('shows pino lines as level, message and the remaining fields', () => {
    const line = JSON.stringify({
      level: 40,
      time: 1,
      pid: 2,
      hostname: 'h',
      service: 'user',
      msg: 'slow',
      ms: 12,
    });
    expect(readableLine(line)).toBe('WARN slow {"ms":12}');
    expect(readableLine('plain text')).toBe('plain text');
    expect(readableLine('{not json')).toBe('{not json');
  });

  it('prefixes lines with their source, aligned', () => {
    const out = new PassThrough();
    const output = prefixedOutput(out, { raw: true });
    output.line('nats', '[1] Server is ready');
    output.line('gateway', '{"level":30}');
    expect(out.read().toString()).toBe('nats     | [1] Server is ready\ngateway  | {"level":30}\n');
  });
});
