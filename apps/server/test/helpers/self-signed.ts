import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

// Just enough DER to write one X.509 certificate.
function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const n = body.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), body]);
}
const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const oid = (...bytes: number[]) => der(0x06, Buffer.from(bytes));
const ECDSA_WITH_SHA256 = sequence(oid(0x2a, 0x86, 0x48, 0xce, 0x3d, 0x04, 0x03, 0x02));
const commonName = (value: string) =>
  sequence(der(0x31, sequence(oid(0x55, 0x04, 0x03), der(0x0c, Buffer.from(value)))));
const utcTime = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));
const pem = (label: string, data: Buffer) =>
  `-----BEGIN ${label}-----\n${data.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`;

/**
 * A P-256 key and a self-signed certificate for 127.0.0.1, valid for a day, made in-process: a client
 * trusts it by passing the certificate as its `ca`.
 */
export function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const now = Date.now();
  const subjectAltNameIp = sequence(
    oid(0x55, 0x1d, 0x11),
    der(0x04, sequence(der(0x87, Buffer.from([127, 0, 0, 1])))),
  );
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.concat([Buffer.from([1]), randomBytes(8)])),
    ECDSA_WITH_SHA256,
    commonName('127.0.0.1'),
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    commonName('127.0.0.1'),
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(subjectAltNameIp)),
  );
  const certificate = sequence(
    tbs,
    ECDSA_WITH_SHA256,
    der(0x03, Buffer.from([0]), sign('sha256', tbs, privateKey)),
  );
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: pem('CERTIFICATE', certificate),
  };
}
