import { data } from "react-router";

// Not built yet: answers the 404 page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Screen() {
  return null;
}
