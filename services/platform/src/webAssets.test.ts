import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createHttpServer, createLogger } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebAssets, spaFallback } from './webAssets.ts';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'outreach-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Outreach</title>');
  await writeFile(join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
  app = createHttpServer({ logger: createLogger('silent', 'web-assets-test'), notFound: spaFallback(dist) });
  await registerWebAssets(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('web assets', () => {
  it('sends a hashed asset brotli-compressed when the browser accepts it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when only gzip is accepted, and the file as it is when nothing is', async () => {
    const gzipped = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates files that are not hashed after an hour, and never caches the page of a client route', async () => {
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
    const page = await app.inject({ url: '/contacts', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Outreach</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
