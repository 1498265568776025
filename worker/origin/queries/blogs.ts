import type { CallQuery } from "#app/shared/contract";
import type { Article, Blog } from "#app/shared/entities";
import { articleColumns, blogColumns, toArticle, type ArticleRow } from "../rows";

// Blogs (one HTML body each) and articles (structured sections stored as JSON).

export async function getBlog(
  db: D1Database,
  { category, url }: CallQuery<"getBlog">,
): Promise<Blog[]> {
  const { results } = await db
    .prepare(
      `SELECT ${blogColumns} FROM blog
       WHERE category = ?1 COLLATE NOCASE AND url = ?2 COLLATE NOCASE`,
    )
    .bind(category, url)
    .all<Blog>();
  return results;
}

/** Blogs by their activate flag (the offers block asks for '0' and picks category "offer"); by category, newest stored first (docs/decisions/091-guides-hub.md). */
export async function getBlogByActivate(
  db: D1Database,
  { activate }: CallQuery<"getBlogByActivate">,
): Promise<Blog[]> {
  const { results } = await db
    .prepare(`SELECT ${blogColumns} FROM blog WHERE activate = ?1 ORDER BY category, rowid DESC`)
    .bind(activate)
    .all<Blog>();
  return results;
}

/** An article of a section ("article" or "trending") by url. */
export async function getBlogging(
  db: D1Database,
  { name, url }: CallQuery<"getBlogging">,
): Promise<Article[]> {
  const { results } = await db
    .prepare(
      `SELECT ${articleColumns} FROM article
       WHERE name = ?1 COLLATE NOCASE AND url = ?2 COLLATE NOCASE`,
    )
    .bind(name, url)
    .all<ArticleRow>();
  return results.map(toArticle);
}
