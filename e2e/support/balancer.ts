import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  /** The servers requests go to, in turn; set once they listen. */
  backends: URL[];
  close(): Promise<void>;
}

/**
 * A round-robin load balancer in front of several servers, as an operator's HAProxy or nginx would be,
 * without sticky sessions: each request goes to the next server, whatever the previous one was.
 */
export async function startBalancer(): Promise<Balancer> {
  const backends: URL[] = [];
  let turn = 0;
  const server = http.createServer((request, response) => {
    const target = backends[turn++ % backends.length]!;
    const options = { host: target.hostname, port: target.port, path: request.url };
    const upstream = http.request(
      { ...options, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    backends,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
