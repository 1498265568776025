import { data } from "react-router";

// Every URL no other route matches (spec §2 "anything else"): the error screen in place, with
// HTTP 404 for any method — an action too, so a POST gets 404 rather than 405.

const notFound = () => {
  throw data(null, { status: 404 });
};

export const loader = notFound;
export const action = notFound;

export default function NotFoundScreen() {
  return null;
}
