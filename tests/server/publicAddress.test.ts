import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../server/net/publicAddress';

describe('public addresses', () => {
  it('refuses loopback, private, link-local, shared, multicast and reserved IPv4', () => {
    for (const a of [
      '0.0.0.0',
      '10.0.0.1',
      '100.64.0.1',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '198.18.0.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('refuses the IPv6 forms of them: loopback, unspecified, unique-local, link-local, mapped, NAT64, 6to4', () => {
    for (const a of [
      '::1',
      '::',
      '[::1]',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:c0a8:10a',
      '::127.0.0.1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a00:1',
      '64:ff9b:1::1',
      '2002:7f00:1::',
      '2002:c0a8:0101::1',
      '2001::1',
      '2001:db8::1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('accepts public addresses, also mapped or translated ones', () => {
    for (const a of [
      '93.184.216.34',
      '172.32.0.1',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '::ffff:93.184.216.34',
      '64:ff9b::5db8:d822',
      '2002:5db8:d822::1',
    ]) {
      expect(isPublicAddress(a), a).toBe(true);
    }
  });

  it('refuses what is not an address', () => {
    for (const a of ['', 'localhost', '1.2.3', '::g']) expect(isPublicAddress(a), a).toBe(false);
  });
});
