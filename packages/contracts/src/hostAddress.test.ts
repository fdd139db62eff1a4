import { describe, expect, it } from 'vitest';
import { isHostNameOrIpAddress } from './hostAddress.ts';

describe('isHostNameOrIpAddress', () => {
  it('takes host names and IP addresses', () => {
    for (const host of ['smtp.gmail.com', 'SMTP.Office365.com', 'smtp.gmail.com.', 'mailpit', 'localhost', 'xn--bcher-kva.example', '127.0.0.1', '2001:db8::1', '::1']) {
      expect(isHostNameOrIpAddress(host), host).toBe(true);
    }
  });

  it('refuses anything else: spaces, commands, ports, URLs, addresses that are not', () => {
    for (const host of ['h h;rm -rf', 'smtp.gmail.com:587', 'http://smtp.gmail.com', 'dana@smtp.gmail.com', '-bad.example', 'a..b', 'mail_server.example', '999.1.1.1', '1.2.3', '[::1]', 'smtp\nhost', '']) {
      expect(isHostNameOrIpAddress(host), host).toBe(false);
    }
  });
});
