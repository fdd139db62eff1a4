import { z } from 'zod';

const hostName = z.hostname();
const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/**
 * Whether a server address is a host name (`smtp.example.com`, `mailpit`) or an IP address
 * (`127.0.0.1`, `2001:db8::1`): letters, digits and hyphens in dot-separated labels, the last not
 * all digits (`999.1.1.1` is no address), or an IPv4 or IPv6 address without brackets or port.
 */
export function isHostNameOrIpAddress(value: string): boolean {
  if (ipv4.safeParse(value).success || ipv6.safeParse(value).success) return true;
  const lastLabel = value.replace(/\.$/, '').split('.').pop() ?? '';
  return hostName.safeParse(value).success && !/^\d+$/.test(lastLabel);
}
