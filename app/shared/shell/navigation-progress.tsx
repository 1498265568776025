import { useNavigation } from "react-router";
import { useOptionalMessages } from "#app/shared/i18n/use-messages";

// A thin bar at the top of the window while a client-side navigation loads its data.

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // Also on the error screen, where the root loader did not run and there are no messages.
  const t = useOptionalMessages()?.shell;
  return (
    <div
      className="nav-progress"
      role="progressbar"
      aria-label={t?.loadingPage}
      aria-hidden={!busy}
      data-busy={busy ? "true" : undefined}
    />
  );
}
