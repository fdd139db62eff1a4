import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`web/dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files a browser loads before a route can show anything: the entry and its static
 * imports, plus the route's page module (loaded with the route) and its static imports.
 */
export function initialFiles(manifest: Manifest, pageSource: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  if (!manifest[pageSource]) throw new Error(`the manifest has no ${pageSource}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(pageSource);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** Gzip size in bytes of each built file, read once. */
export function gzipSizes(dist: string, files: Iterable<string>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of files) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return sizes;
}
