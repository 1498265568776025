import { CACHE_VERSION, TAG_INDEX_PREFIX, forgetReads, tagIndexKey } from "./cache";
import { advanceGeneration, forgetLocal } from "./empty-answers";

// Operator purges of the KV cache: one call with its parameters, every key of a tag, or all.
// Empty and local answers live in each location's Cache API: a purge of named keys forgets this
// location's copies of them; a purge by tag or of everything advances their generation, which
// forgets all of them here at once and elsewhere as soon as KV propagates it, at most
// CACHE_EMPTY_TTL later (docs/decisions/066-cache-keys-and-writes.md).

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

export async function purgeKeys(kv: KVNamespace, keys: string[]): Promise<number> {
  forgetReads(keys);
  await Promise.all([...keys.map((key) => kv.delete(key)), forgetLocal(kv, keys)]);
  return keys.length;
}

async function purgeTag(kv: KVNamespace, tag: string): Promise<string[]> {
  const keys = await keysOfTag(kv, tag);
  await Promise.all([purgeKeys(kv, keys), ...keys.map((key) => kv.delete(tagIndexKey(tag, key)))]);
  return keys;
}

/** Every key of these tags, and every empty or local answer (they carry no tag index). */
export async function purgeTags(kv: KVNamespace, tags: readonly string[]): Promise<string[]> {
  const keys = (await Promise.all(tags.map((tag) => purgeTag(kv, tag)))).flat();
  await advanceGeneration(kv);
  forgetReads();
  return [...new Set(keys)];
}

export async function purgeAll(kv: KVNamespace): Promise<string[]> {
  const keys = await listAll(kv, `${CACHE_VERSION}:`);
  const index = await listAll(kv, TAG_INDEX_PREFIX);
  await purgeKeys(kv, [...keys, ...index]);
  await advanceGeneration(kv);
  forgetReads();
  return keys;
}
