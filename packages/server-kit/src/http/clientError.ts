import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { problem, type Problem } from './problem.ts';

/**
 * What a request that never became a request (Node's HTTP parser refused it) is answered with:
 * header fields too large (a very long address or query string, or big cookies) is a 431, a
 * request too slow to arrive a 408, anything else unreadable a 400.
 */
export function clientErrorProblem(error: NodeJS.ErrnoException): Problem {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return problem(431, 'The request address and headers are too large: shorten the query string (or the headers) and try again', { code: 'invalid' });
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return problem(408, 'The request took too long to arrive');
    default:
      return problem(400, 'The request is not valid HTTP', { code: 'invalid' });
  }
}

/**
 * Answer a refused request on its socket as application/problem+json (as every other refusal is
 * answered) and close the connection, as Node and Fastify do; a socket already gone gets nothing.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const answer = clientErrorProblem(error);
    const body = JSON.stringify(answer);
    const status = answer.status;
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
