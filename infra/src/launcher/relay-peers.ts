import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { isLoopbackRange } from '@canstring/media-service/media-servers-config';

/**
 * The SFU's media addresses: JANUS_INTERFACE's addresses (it names addresses or interfaces, whose
 * link-local IPv6 addresses Janus does not use); none when unset.
 */
export const sfuMediaAddressesOf = (janusInterface: string | undefined): string[] =>
  (janusInterface ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) =>
      isIP(entry)
        ? [entry]
        : (networkInterfaces()[entry] ?? [])
            .map((a) => a.address)
            .filter((address) => !address.toLowerCase().startsWith('fe80:')),
    );

/**
 * Which peers coturn may relay to besides public addresses: the SFU's own media addresses. In the
 * media network namespace (the SFU on a loopback-range veth address, 127.0.0.2) relayed media also
 * leaves from that address, so a relayed browser's peer is an allowed address too, never 127.0.0.1.
 */
export const relayPeersOf = (janusInterface: string | undefined) => {
  const sfuMediaAddresses = sfuMediaAddressesOf(janusInterface);
  const namespaceAddress = sfuMediaAddresses.find(isLoopbackRange);
  return { sfuMediaAddresses, ...(namespaceAddress ? { relayIp: namespaceAddress } : {}) };
};
