import { CACHE_VERSION, TAG_INDEX_PREFIX, forgetReads, tagIndexKey } from "./cache";
import { advanceGeneration } from "../location-generation";

// Operator purges of the KV cache: one call with its parameters, every key of a tag, or all.
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
  await Promise.all(keys.map((key) => kv.delete(key)));
}

/** These keys, and every copy kept by a location (the pages rendered from them among them). */
export async function purgeKeys(kv: KVNamespace, keys: string[]): Promise<number> {
  await Promise.all([deleteKeys(kv, keys), advanceGeneration(kv)]);
  return keys.length;
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

export async function purgeAll(kv: KVNamespace): Promise<string[]> {
  const keys = await listAll(kv, `${CACHE_VERSION}:`);
  const index = await listAll(kv, TAG_INDEX_PREFIX);
  await deleteKeys(kv, [...keys, ...index]);
  await advanceGeneration(kv);
  forgetReads();
  return keys;
}
