import { describe, expect, it } from 'vitest';
import { EnvError, exposedLocalSiteWarning, isLocalUrl, parseEnv } from './env.server';

// docs/decisions/016-local-conveniences.md: what counts as local, and what a public site must set.
const SECRETS = { AUTH_SECRET: 'a'.repeat(64), AADHAAR_ENCRYPTION_KEY: 'b'.repeat(64) };

describe('a local site', () => {
  it('is plain http on localhost, 127.0.0.1 or [::1], with any port or path', () => {
    for (const url of ['http://localhost', 'http://localhost:3000', 'http://127.0.0.1:4310/', 'http://[::1]:8080', 'http://LOCALHOST:3000/x'])
      expect(isLocalUrl(url), url).toBe(true);
  });

  it('is not a public name, https, another loopback address or a look-alike', () => {
    for (const url of [
      'https://institute.example.org',
      'https://localhost:3000',
      'http://localhost.example.org',
      'http://127.0.0.2:3000',
      'http://192.168.1.20:3000',
      'http://10.0.0.5',
      'not a url',
    ])
      expect(isLocalUrl(url), url).toBe(false);
  });

  it('is what an unset APP_URL means, and seeds the demo by default only then', () => {
    const local = parseEnv({ PORT: '3100' });
    expect(local).toMatchObject({ APP_URL: 'http://localhost:3100', isLocal: true, SEED_DEMO: 'true' });
    const published = parseEnv({ APP_URL: 'https://institute.example.org/', ...SECRETS });
    expect(published).toMatchObject({ APP_URL: 'https://institute.example.org', isLocal: false, SEED_DEMO: 'false' });
    expect(parseEnv({ APP_URL: 'https://institute.example.org', SEED_DEMO: 'true', ...SECRETS }).SEED_DEMO).toBe('true');
    expect(parseEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe('false');
  });
});

describe('the interface a site listens on', () => {
  it('is loopback while the site is local and HOST is unset (the demo password and simulated gateway stay on this machine)', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ APP_URL: 'http://127.0.0.1:3000' }).HOST).toBe('127.0.0.1');
    expect(parseEnv({ APP_URL: 'http://[::1]:3000' }).HOST).toBe('::1');
    expect(parseEnv({ NODE_ENV: 'development', APP_URL: 'https://institute.example.org', ...SECRETS }).HOST).toBe('127.0.0.1');
  });

  it('is every interface for a public site, and HOST as set otherwise', () => {
    expect(parseEnv({ APP_URL: 'https://institute.example.org', ...SECRETS }).HOST).toBe('0.0.0.0');
    expect(parseEnv({ HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('is shouted about at start when a local site listens beyond loopback, and only then', () => {
    const warning = exposedLocalSiteWarning(parseEnv({ HOST: '0.0.0.0', PORT: '3100' }));
    expect(warning).toContain('WARNING: this is a local site (APP_URL is http://localhost:3100) listening on 0.0.0.0, beyond this machine.');
    expect(warning).toContain('demo accounts');
    for (const source of [
      {},
      { HOST: '127.0.0.1' },
      { HOST: '::1' },
      { HOST: 'localhost' },
      { HOST: '0.0.0.0', APP_URL: 'https://institute.example.org', ...SECRETS },
    ])
      expect(exposedLocalSiteWarning(parseEnv(source)), JSON.stringify(source)).toBeUndefined();
  });
});

describe('secrets outside local', () => {
  it('are required: the error names each missing one and how to make it', () => {
    const refuse = (source: NodeJS.ProcessEnv) => {
      try {
        parseEnv(source);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message;
      }
      throw new Error('parseEnv accepted a public site without its secrets');
    };
    const both = refuse({ APP_URL: 'https://institute.example.org' });
    expect(both).toMatch(/AUTH_SECRET is not set.*openssl rand -hex 32/);
    expect(both).toMatch(/AADHAAR_ENCRYPTION_KEY is not set.*openssl rand -hex 32/);
    const one = refuse({ APP_URL: 'http://localhost.example.org', AUTH_SECRET: SECRETS.AUTH_SECRET });
    expect(one).toContain('AADHAAR_ENCRYPTION_KEY is not set');
    expect(one).not.toContain('AUTH_SECRET is not set');
  });

  it('may stay unset while the site is local (they are generated under DATA_DIR/secrets)', () => {
    expect(parseEnv({ APP_URL: 'http://127.0.0.1:3000' }).AUTH_SECRET).toBeUndefined();
  });
});

describe('TEST_SCRYPT_LOG2N', () => {
  it('lowers the cost of password hashing in test runs only: any other process refuses to start with it', () => {
    expect(parseEnv({ NODE_ENV: 'test', TEST_SCRYPT_LOG2N: '12' }).TEST_SCRYPT_LOG2N).toBe(12);
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => parseEnv({ NODE_ENV, TEST_SCRYPT_LOG2N: '12' })).toThrow(/TEST_SCRYPT_LOG2N: only test runs may lower/);
    }
  });
});

describe('file storage (decision 037)', () => {
  const S3 = { FILE_STORAGE: 's3', S3_BUCKET: 'institute-files' };
  const refusal = (source: NodeJS.ProcessEnv) => {
    try {
      parseEnv(source);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
  };

  it('is the disk under DATA_DIR unless FILE_STORAGE says s3', () => {
    expect(parseEnv({}).fileStorage).toEqual({ kind: 'disk' });
    expect(parseEnv({ FILE_STORAGE: 'disk' }).fileStorage).toEqual({ kind: 'disk' });
    expect(refusal({ FILE_STORAGE: 'ftp' })).toMatch(/FILE_STORAGE: /);
  });

  it('is AWS S3 in us-east-1 with virtual-host addressing and the default credential chain when only the bucket is given', () => {
    expect(parseEnv(S3).fileStorage).toEqual({
      kind: 's3',
      bucket: 'institute-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('addresses another S3-compatible endpoint by path unless told otherwise', () => {
    const minio = { ...S3, S3_ENDPOINT: 'http://minio.internal:9000', S3_REGION: 'auto' };
    expect(parseEnv(minio).fileStorage).toMatchObject({ endpoint: 'http://minio.internal:9000', region: 'auto', forcePathStyle: true });
    expect(parseEnv({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).fileStorage).toMatchObject({ forcePathStyle: false });
    expect(parseEnv({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).fileStorage).toMatchObject({ forcePathStyle: true });
    expect(refusal({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/S3_FORCE_PATH_STYLE: /);
    expect(refusal({ ...S3, S3_ENDPOINT: 'minio.internal:9000' })).toMatch(/S3_ENDPOINT: an http:\/\/ or https:\/\/ URL/);
  });

  it('refuses to start without a bucket, with a bucket but no FILE_STORAGE, or with a URL for a bucket', () => {
    expect(refusal({ FILE_STORAGE: 's3' })).toContain('FILE_STORAGE=s3, but S3_BUCKET is not set');
    expect(refusal({ S3_BUCKET: 'institute-files' })).toContain('S3_BUCKET is set but FILE_STORAGE is not');
    expect(refusal({ ...S3, S3_BUCKET: 's3://institute-files' })).toMatch(/S3_BUCKET: the bucket name only/);
    expect(parseEnv({ FILE_STORAGE: 'disk', S3_BUCKET: 'institute-files' }).fileStorage).toEqual({ kind: 'disk' });
  });

  it('takes both keys or neither, and never repeats the secret in a message', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    expect(parseEnv({ ...S3, S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE', S3_SECRET_ACCESS_KEY: secret }).fileStorage).toMatchObject({
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: secret },
    });
    expect(refusal({ ...S3, S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE' })).toContain('S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY');
    const messages = [
      refusal({ ...S3, S3_SECRET_ACCESS_KEY: secret }),
      refusal({ FILE_STORAGE: 's3', S3_SECRET_ACCESS_KEY: secret, S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE' }),
      refusal({
        ...S3,
        S3_SECRET_ACCESS_KEY: secret,
        S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
        S3_ENDPOINT: `https://AKIA:${encodeURIComponent(secret)}@r2.example.com`,
      }),
    ];
    expect(messages[0]).toContain('S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID');
    expect(messages[2]).toContain('S3_ENDPOINT must not carry credentials');
    for (const message of messages) expect(message).not.toContain(secret.slice(0, 12));
    // A malformed endpoint is named, not echoed.
    expect(refusal({ ...S3, S3_ENDPOINT: `https://AKIA:${secret}@r2.example.com` })).not.toContain(secret.slice(0, 12));
  });
});

describe('daily backups', () => {
  it('are taken after 2 o’clock India time and 14 are kept, unless told otherwise; an hour outside 0–23 stops the process', () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_HOUR_IST: 2, BACKUP_KEEP: 14 });
    expect(parseEnv({ BACKUP_HOUR_IST: '23', BACKUP_KEEP: '30' })).toMatchObject({ BACKUP_HOUR_IST: 23, BACKUP_KEEP: 30 });
    expect(() => parseEnv({ BACKUP_HOUR_IST: '24' })).toThrow(/BACKUP_HOUR_IST/);
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});
