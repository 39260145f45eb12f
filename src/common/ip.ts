/** IP address checks without Node's net module, so the admin form can use them too. */

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

export function isIpv6(value: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(value) || value.split('::').length > 2) return false;
  let groups = value.split(':');
  const last = groups[groups.length - 1]!;
  let needed = 8;
  if (last.includes('.')) {
    if (!isIpv4(last)) return false;
    groups = groups.slice(0, -1);
    needed = 6;
  }
  const isHex = (g: string) => /^[0-9a-fA-F]{1,4}$/.test(g);
  if (value.includes('::')) {
    // The hexadecimal part: the dotted IPv4 tail goes, with the single ':' before it ('::' stays).
    const hex = last.includes('.') ? value.slice(0, -last.length).replace(/(?<!:):$/, '') : value;
    const [head, tail] = hex.split('::');
    const parts = [...(head ? head.split(':') : []), ...(tail ? tail.split(':') : [])];
    return parts.length < needed && parts.every(isHex);
  }
  return groups.length === needed && groups.every(isHex);
}

export function isIpAddress(value: string): boolean {
  return isIpv4(value) || isIpv6(value);
}

/** Addresses are stored normalised: '::ffff:1.2.3.4' becomes '1.2.3.4'. */
export function normalizeIp(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  if (mapped) return mapped[1]!;
  // The WHATWG URL parser writes IPv6 in its short canonical form, as Node reports client addresses.
  if (trimmed.includes(':') && isIpv6(trimmed)) return new URL(`http://[${trimmed}]`).hostname.slice(1, -1);
  return trimmed.toLowerCase();
}

export function isLoopback(address: string | null | undefined): boolean {
  if (!address) return true;
  const ip = normalizeIp(address);
  return ip === '::1' || ip.startsWith('127.');
}

/**
 * The network a limit counts an address under (decision 047): an IPv4 address is its own, an IPv6
 * address counts as its /64 ('2001:db8:0:0::/64'), since one home or phone gets a whole /64 and can
 * change addresses inside it at will.
 */
export function networkOf(address: string): string {
  const ip = normalizeIp(address);
  if (!ip.includes(':') || !isIpv6(ip)) return ip;
  // Normalised: lower case hexadecimal groups without leading zeros, at most one '::'.
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).join(':')}::/64`;
}
