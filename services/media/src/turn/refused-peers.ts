import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Peers the relay never sends to. Any guest with a public meeting link gets relay credentials, so a
 * relay into this machine or its private network would hand an outsider the services that trust
 * their network (the message bus on 4222, PostgreSQL, the services' own ports). WebRTC media only
 * needs the other browser's relayed or public address and the SFU; the SFU's own media address is
 * allowed by name when it lies in one of these ranges. Written as coturn wants them (`first-last`).
 */
export const REFUSED_PEER_RANGES: readonly { range: string; what: string }[] = [
  { range: '0.0.0.0-0.255.255.255', what: '"this network" (0.0.0.0/8)' },
  { range: '10.0.0.0-10.255.255.255', what: 'private (10/8)' },
  { range: '100.64.0.0-100.127.255.255', what: 'carrier-grade NAT (100.64/10)' },
  { range: '127.0.0.0-127.255.255.255', what: 'loopback (127/8)' },
  { range: '169.254.0.0-169.254.255.255', what: 'link-local, cloud metadata (169.254/16)' },
  { range: '172.16.0.0-172.31.255.255', what: 'private (172.16/12)' },
  { range: '192.168.0.0-192.168.255.255', what: 'private (192.168/16)' },
  { range: '::1', what: 'IPv6 loopback' },
  { range: '::ffff:0.0.0.0-::ffff:255.255.255.255', what: 'IPv4-mapped IPv6 (the IPv4 ranges in disguise)' },
  { range: 'fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', what: 'IPv6 unique-local (fc00::/7)' },
  { range: 'fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', what: 'IPv6 link-local (fe80::/10)' },
];

// One list per family: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 ranges too.
const refused = { ipv4: new BlockList(), ipv6: new BlockList() };
for (const { range } of REFUSED_PEER_RANGES) {
  const [first, last = first] = range.split('-') as [string, string?];
  const family = isIPv6(first) ? 'ipv6' : 'ipv4';
  refused[family].addRange(first, last, family);
}

/** Whether the relay would refuse this address as a peer unless it is allowed by name. */
export const isRefusedPeer = (address: string): boolean => {
  if (isIPv4(address)) return refused.ipv4.check(address, 'ipv4');
  if (isIPv6(address)) return refused.ipv6.check(address, 'ipv6');
  return false;
};

/** A loopback-range IPv4 address (127/8), as the media namespace gives Janus on its veth link. */
export const isLoopbackRange = (address: string): boolean => isIPv4(address) && address.startsWith('127.');
