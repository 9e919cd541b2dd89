import { configFromEnv, DEFAULT_CONFIG, resolveConfig } from '../../host/server/server-config';

test('files are kept on local disk by default, with an S3 region but no bucket or keys', () => {
  expect(DEFAULT_CONFIG.fileStorage).toBe('local');
  expect(DEFAULT_CONFIG.s3).toEqual({ endpoint: '', bucket: '', region: 'us-east-1', prefix: '', forcePathStyle: false });
});

test('VIGIL_FILE_STORAGE and VIGIL_S3_* configure an S3-compatible bucket; the keys come only from the environment', () => {
  const env = {
    VIGIL_FILE_STORAGE: 'S3',
    VIGIL_S3_ENDPOINT: 'http://minio:9000',
    VIGIL_S3_BUCKET: 'vigil-files',
    VIGIL_S3_REGION: 'eu-south-1',
    VIGIL_S3_PREFIX: 'prod/',
    VIGIL_S3_FORCE_PATH_STYLE: 'true',
    VIGIL_S3_ACCESS_KEY_ID: 'AKIA-TEST',
    VIGIL_S3_SECRET_ACCESS_KEY: 'secret-test',
    VIGIL_S3_SESSION_TOKEN: 'token-test',
  };
  expect(configFromEnv(env)).toEqual({
    fileStorage: 's3',
    s3: {
      endpoint: 'http://minio:9000',
      bucket: 'vigil-files',
      region: 'eu-south-1',
      prefix: 'prod/',
      forcePathStyle: true,
      accessKeyId: 'AKIA-TEST',
      secretAccessKey: 'secret-test',
      sessionToken: 'token-test',
    },
  });
  // Settings not given keep their defaults: the region, path style off.
  expect(resolveConfig(configFromEnv({ VIGIL_FILE_STORAGE: 's3', VIGIL_S3_BUCKET: 'b' })).s3).toEqual({
    endpoint: '',
    bucket: 'b',
    region: 'us-east-1',
    prefix: '',
    forcePathStyle: false,
  });
  expect(configFromEnv({ VIGIL_S3_FORCE_PATH_STYLE: 'no' }).s3).toEqual({ forcePathStyle: false });
  expect(configFromEnv({ VIGIL_FILE_STORAGE: '', VIGIL_S3_BUCKET: ' ' })).toEqual({});
});

test('refuses a file storage that is neither local nor s3', () => {
  expect(() => configFromEnv({ VIGIL_FILE_STORAGE: 'ftp' })).toThrow("VIGIL_FILE_STORAGE must be local or s3, not 'ftp'");
});
