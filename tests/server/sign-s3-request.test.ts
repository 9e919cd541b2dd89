import { createHash } from 'node:crypto';
import { EMPTY_PAYLOAD_HASH, encodeS3Path, signS3Request } from '../../host/server/files/sign-s3-request';

// The examples of AWS's documentation, "Signature Calculations for the Authorization Header" (Amazon S3): the
// signer is checked against published answers, not only against itself (s3rver does not check V4 signatures).
const EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const WHEN = new Date('2013-05-24T00:00:00Z');
const HOST = 'https://examplebucket.s3.amazonaws.com';

test('GET Object with a Range header', () => {
  const headers = signS3Request(
    { method: 'GET', url: new URL(`${HOST}/test.txt`), headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_PAYLOAD_HASH },
    EXAMPLE,
    'us-east-1',
    WHEN,
  );
  expect(headers.authorization).toBe(
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
      'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
      'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  );
  expect(headers).toMatchObject({ host: 'examplebucket.s3.amazonaws.com', 'x-amz-date': '20130524T000000Z', range: 'bytes=0-9' });
});

test('PUT Object with a body, a Date header and a storage class, its key encoded as S3 does', () => {
  const payloadHash = createHash('sha256').update('Welcome to Amazon S3.').digest('hex');
  const url = new URL(`${HOST}/${encodeS3Path('test$file.text')}`);
  expect(url.pathname).toBe('/test%24file.text');
  const headers = signS3Request(
    { method: 'PUT', url, headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' }, payloadHash },
    EXAMPLE,
    'us-east-1',
    WHEN,
  );
  expect(headers.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
  expect(headers.authorization).toMatch(/Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
});

test('GET Bucket lifecycle: a query parameter without a value', () => {
  const headers = signS3Request({ method: 'GET', url: new URL(`${HOST}/?lifecycle`), payloadHash: EMPTY_PAYLOAD_HASH }, EXAMPLE, 'us-east-1', WHEN);
  expect(headers.authorization).toMatch(/Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/);
});

test('keys keep their slashes and encode everything outside the unreserved characters', () => {
  expect(encodeS3Path('courses/12/intro.mp4')).toBe('courses/12/intro.mp4');
  expect(encodeS3Path("a b/c!d'(e)*~_-.è")).toBe('a%20b/c%21d%27%28e%29%2A~_-.%C3%A8');
});

test('the secret is never part of what is sent', () => {
  const headers = signS3Request({ method: 'GET', url: new URL(`${HOST}/x`), payloadHash: EMPTY_PAYLOAD_HASH }, EXAMPLE, 'us-east-1', WHEN);
  expect(JSON.stringify(headers)).not.toContain(EXAMPLE.secretAccessKey);
  expect(JSON.stringify(headers)).toContain(EXAMPLE.accessKeyId);
});
