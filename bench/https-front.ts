import { request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids and a proxy never passes on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface HttpsFront {
  url: string;
  stop(): Promise<void>;
}

/**
 * What a production deployment puts in front of the app (docs/operations.md): HTTPS with HTTP/2, here
 * on a self-signed certificate, forwarding every request to the app at `target` over HTTP/1.1 as a
 * reverse proxy does. Browsers speak HTTP/1.1 to a plain `http://` address, six connections at a
 * time, so pages measured there would pay for their many small files in a way no visitor does.
 */
export async function startHttpsFront(target: string): Promise<HttpsFront> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const upstream = new URL(target);
  const forward = (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const headers: Record<string, string | string[]> = { 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = incoming.authority ?? upstream.host;
    const proxied = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        const answerHeaders = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(proxied);
  };
  const server = createSecureServer({ key, cert, allowHTTP1: true }, forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
