import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser sends it (field `file` by default). */
export function multipartFile(
  name: string,
  content: Buffer | string,
  { contentType = 'application/octet-stream', field = 'file' } = {},
) {
  const boundary = `----arrenda${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
