import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for in the brute-force counters: an IPv4 address itself
 * (an IPv4-mapped IPv6 address too), and for IPv6 its /64 — one subscriber usually holds a whole
 * /64, so counting single IPv6 addresses would give an attacker 2^64 fresh counters.
 *
 * @example
 * networkOf('10.1.2.3')               // '10.1.2.3'
 * networkOf('::ffff:10.1.2.3')        // '10.1.2.3'
 * networkOf('2001:db8:0:7::1')        // '2001:db8:0:7::/64'
 * networkOf('2001:DB8:0:7:a:b:c:d')   // '2001:db8:0:7::/64'
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%', 1)[0]!.toLowerCase();
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
