import type { Blog } from "../../../shared/entities";

// /blog/{url} names only the url, while getBlog asks for category and url. The category is read
// from the blog lists by activate flag (docs/decisions/023-blog-lookup.md); the origin matches
// urls without regard to case, and so does this.

/** The category of the blog with this url in the lists, or null when no list holds it. */
export function blogCategory(lists: readonly (readonly Blog[])[], url: string): string | null {
  const wanted = url.trim().toLowerCase();
  for (const list of lists) {
    const hit = list.find((blog) => blog.url.trim().toLowerCase() === wanted && blog.category.trim() !== "");
    if (hit) return hit.category;
  }
  return null;
}
