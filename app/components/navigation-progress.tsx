import { useNavigation } from "react-router";

// A thin bar at the top of the window while a client-side navigation loads its data.

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      className="nav-progress"
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!busy}
      data-busy={busy ? "true" : undefined}
    />
  );
}
