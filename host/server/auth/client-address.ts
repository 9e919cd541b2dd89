import { isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one as IPv4), an IPv6
 * address by its /64 prefix, since one subscriber gets a whole /64 and could otherwise step to a fresh address
 * for every attempt.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, '::' expanded and a zone index dropped. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = (ip.split('%')[0] ?? '').toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) stands for two groups.
  const width = (groups: string[]): number => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const missing = tail === undefined ? 0 : 8 - width(left) - width(right);
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
