import { readFileSync } from 'node:fs';
import { tempDir } from '@canstring/service-kit/testing';
import { type CoturnSettings, writeCoturnConfig } from './coturn-config';

const configOf = (settings: Partial<CoturnSettings> = {}) => {
  const dir = tempDir('coturn-config');
  try {
    const file = writeCoturnConfig({
      dir: dir.dir,
      secret: 'turn-secret-0123456789',
      listenIp: '127.0.0.1',
      port: 3478,
      minPort: 49160,
      maxPort: 49260,
      realm: 'meet.example.org',
      ...settings,
    });
    return readFileSync(file, 'utf8').trim().split('\n');
  } finally {
    dir.remove();
  }
};

const valuesOf = (lines: string[], key: string) =>
  lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));

/** Loopback, private, carrier-grade NAT, link-local and unique-local: never a relay's peer. */
const refusedRanges = [
  '0.0.0.0-0.255.255.255',
  '10.0.0.0-10.255.255.255',
  '100.64.0.0-100.127.255.255',
  '127.0.0.0-127.255.255.255',
  '169.254.0.0-169.254.255.255',
  '172.16.0.0-172.31.255.255',
  '192.168.0.0-192.168.255.255',
  '::1',
  'fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  'fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
];

describe("coturn's peers", () => {
  it('refuses every loopback, private, link-local and unique-local peer, with no TCP or multicast relay', () => {
    const lines = configOf();
    expect(valuesOf(lines, 'denied-peer-ip')).toEqual(expect.arrayContaining(refusedRanges));
    expect(lines).toContain('no-tcp-relay');
    expect(lines).toContain('no-multicast-peers');
    // Outside the media namespace nothing reopens a refused range.
    expect(valuesOf(lines, 'allowed-peer-ip')).toEqual([]);
    expect(lines).not.toContain('allow-loopback-peers');
  });

  it('allows the SFU its own media address when it lies in a private range, and nothing else', () => {
    const lines = configOf({ sfuMediaAddresses: ['10.20.30.40'] });
    expect(valuesOf(lines, 'allowed-peer-ip')).toEqual(['10.20.30.40']);
    expect(lines).not.toContain('allow-loopback-peers');
    expect(valuesOf(lines, 'denied-peer-ip')).toEqual(expect.arrayContaining(refusedRanges));
    // A public media address needs no exception.
    expect(valuesOf(configOf({ sfuMediaAddresses: ['203.0.113.7'] }), 'allowed-peer-ip')).toEqual([]);
  });

  it('in the media namespace allows loopback peers for the SFU and relay address 127.0.0.2 only', () => {
    const lines = configOf({ sfuMediaAddresses: ['127.0.0.2'], relayIp: '127.0.0.2' });
    expect(valuesOf(lines, 'allowed-peer-ip')).toEqual(['127.0.0.2']);
    expect(valuesOf(lines, 'relay-ip')).toEqual(['127.0.0.2']);
    expect(lines).toContain('allow-loopback-peers');
    expect(valuesOf(lines, 'denied-peer-ip')).toContain('127.0.0.0-127.255.255.255');
    expect(lines).toContain('no-tcp-relay');
  });

  it("never lets the relay reach 127.0.0.1, where this machine's services listen", () => {
    expect(() => configOf({ sfuMediaAddresses: ['127.0.0.1'] })).toThrow(/may not reach 127\.0\.0\.1/);
    expect(() => configOf({ relayIp: '127.0.0.1' })).toThrow(/may not reach 127\.0\.0\.1/);
  });
});
