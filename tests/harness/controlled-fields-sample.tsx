import { useState } from "react";
import { TextArea } from "#app/shared/components/text-area";
import { useTypedBeforeHydration } from "#app/shared/components/typed-before-hydration";

// A sample for tests/unit/typed-before-hydration.test.ts (never shipped, never rendered): each kind
// of field that would lose what a visitor typed before hydration, beside those that keep it.

export function ControlledFieldsSample({ token }: { token: string }) {
  const [kept, setKept] = useState("");
  const [lost, setLost] = useState("");
  const [ticked, setTicked] = useState(false);
  useTypedBeforeHydration("kept", kept, setKept);
  return (
    <form>
      <input id="kept" value={kept} onChange={(e) => setKept(e.target.value)} />
      <input id="lost" value={lost} onChange={(e) => setLost(e.target.value)} />
      <input type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
      <textarea name="raw" defaultValue="reset while hydrating" />
      <TextArea name="note" defaultValue="kept" />
      <input type="hidden" name="token" value={token} />
      <input readOnly value={token} />
      <input name="plain" defaultValue="uncontrolled" />
    </form>
  );
}
