import { describe, expect, it } from 'vitest';
import { isIpAddress, isIpv4, isIpv6, isLoopback, networkOf, normalizeIp } from './ip.ts';

describe('isIpv4', () => {
  it.each(['0.0.0.0', '1.2.3.4', '10.0.0.1', '127.0.0.1', '192.168.100.200', '255.255.255.255'])(
    'accepts %s',
    (ip) => {
      expect(isIpv4(ip)).toBe(true);
    },
  );

  it.each([
    '',
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.-1',
    ' 1.2.3.4',
    '1.2.3.4 ',
    'a.b.c.d',
    '::1',
  ])('rejects %j', (ip) => {
    expect(isIpv4(ip)).toBe(false);
  });
});

describe('isIpv6', () => {
  it.each([
    '::',
    '::1',
    '1:2:3:4:5:6:7:8',
    '2001:DB8:0:0:8:800:200C:417A',
    '2001:db8::',
    'fe80::1',
    '1::8',
    '::2:3:4:5:6:7:8',
    '1:2:3:4:5:6:7::',
    '::ffff:1.2.3.4',
    '1:2:3:4:5:6:1.2.3.4',
    '64:ff9b::1.2.3.4',
    '::1.2.3.4',
  ])('accepts %s', (ip) => {
    expect(isIpv6(ip)).toBe(true);
  });

  it.each([
    '',
    'fe80::1%eth0',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8::',
    '1::2::3',
    ':::',
    '12345::',
    'g::1',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:',
    '::ffff:999.1.1.1',
    '1:2:3:4:5:6:7:1.2.3.4',
    '1::2:3:4:5:6:7:1.2.3.4',
    '1:::1.2.3.4',
    '1.2.3.4',
  ])('rejects %j', (ip) => {
    expect(isIpv6(ip)).toBe(false);
  });

  it('isIpAddress accepts either family and nothing else', () => {
    expect(isIpAddress('10.0.0.1')).toBe(true);
    expect(isIpAddress('::1')).toBe(true);
    expect(isIpAddress('localhost')).toBe(false);
  });
});

describe('normalizeIp', () => {
  it.each([
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['  192.168.0.1  ', '192.168.0.1'],
    ['FE80::ABCD', 'fe80::abcd'],
    ['::1', '::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['0:0:0:0:0:0:0:1', '::1'],
  ])('%j → %j', (input, normalized) => {
    expect(normalizeIp(input)).toBe(normalized);
  });
});

describe('isLoopback', () => {
  it.each([null, undefined, '', '127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    'treats %j as the local host',
    (ip) => {
      expect(isLoopback(ip)).toBe(true);
    },
  );

  it.each(['10.0.0.1', '::2', '1.127.0.0', '::ffff:10.0.0.1', 'fe80::1'])('treats %j as remote', (ip) => {
    expect(isLoopback(ip)).toBe(false);
  });
});

describe('networkOf', () => {
  it('counts an IPv6 /64 as one network and IPv4 addresses one by one', () => {
    expect(networkOf('2001:db8:aa:1::5')).toBe('2001:db8:aa:1::/64');
    expect(networkOf('2001:0db8:00AA:0001:ffff:1:2:3')).toBe('2001:db8:aa:1::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:db8:aa:1:2::')).toBe('2001:db8:aa:1::/64');
    expect(networkOf('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('::')).toBe('0:0:0:0::/64');
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
