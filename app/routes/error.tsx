import { data } from "react-router";

// /error (spec §2): the error screen itself. It answers 404 for every method, so the root
// ErrorBoundary renders "You entered a wrong url…" with the status crawlers need.

const notFound = () => {
  throw data(null, { status: 404 });
};

export const loader = notFound;
export const action = notFound;

export default function ErrorScreen() {
  return null;
}
