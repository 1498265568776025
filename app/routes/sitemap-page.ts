// Not built yet: answers 404.
export function loader() {
  return new Response("Not found", { status: 404 });
}
