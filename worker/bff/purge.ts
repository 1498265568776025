import { forgetReads, storedKey, tagIndexKey } from "./cache";
import { advanceGeneration } from "../location-generation";
import { forgetSearchIndex } from "../search";

// Operator purges of the KV cache: one call with its parameters, every key of a tag, or all (the
// catalogue generation: ../location-generation.ts).
// What each location keeps in its Cache API (empty and local answers, page HTML) is filed under
// the location generation: every purge advances it, which forgets all of it here at once and
// elsewhere as soon as KV propagates it (docs/decisions/107-pages-under-the-location-generation.md).

/** Every key under a prefix, page by page (KV lists 1,000 at a time). */
export async function listAll(kv: KVNamespace, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown, string> = await kv.list({ prefix, cursor });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

/** Cache keys a tag covers, read from the tag index. */
export async function keysOfTag(kv: KVNamespace, tag: string): Promise<string[]> {
  const prefix = tagIndexKey(tag);
  return (await listAll(kv, prefix)).map((name) => name.slice(prefix.length));
}

async function deleteKeys(kv: KVNamespace, keys: string[]): Promise<void> {
  forgetReads(keys);
  // the search index was built from what is purged: this isolate builds it anew at once
  forgetSearchIndex();
  await Promise.all(keys.map((key) => kv.delete(key)));
}

/** These calls' answers, and every copy kept by a location (the pages rendered from them among them). */
export async function purgeKeys(kv: KVNamespace, keys: string[]): Promise<string[]> {
  const stored = await Promise.all(keys.map((key) => storedKey(kv, key)));
  await Promise.all([deleteKeys(kv, stored), advanceGeneration(kv)]);
  return stored;
}

async function purgeTag(kv: KVNamespace, tag: string): Promise<string[]> {
  const keys = await keysOfTag(kv, tag);
  await Promise.all([deleteKeys(kv, keys), ...keys.map((key) => kv.delete(tagIndexKey(tag, key)))]);
  return keys;
}

/** Every key of these tags, and every copy kept by a location (they carry no tag index). */
export async function purgeTags(kv: KVNamespace, tags: readonly string[]): Promise<string[]> {
  const keys = (await Promise.all(tags.map((tag) => purgeTag(kv, tag)))).flat();
  await advanceGeneration(kv);
  forgetReads();
  return [...new Set(keys)];
}

/**
 * Everything: one write per generation, however much is cached. The answers of earlier
 * generations (and their tag index entries) are never read again and expire with their TTL.
 */
export async function purgeAll(kv: KVNamespace): Promise<void> {
  await Promise.all([advanceGeneration(kv, "catalogue"), advanceGeneration(kv, "location")]);
  forgetReads();
  forgetSearchIndex();
}
