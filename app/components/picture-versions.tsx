import { createContext, useContext } from "react";
import { type PictureVersions, pictureKey, versionedSrc } from "#app/domain/pictures";

// Uploaded pictures are shown at their versioned address (docs/decisions/073-picture-versions.md):
// the root loader hands every page the version map; on the server, each picture a page shows is
// also noted, so an upload purges the cached pages showing it.

const VersionsContext = createContext<PictureVersions>({});
const ShownContext = createContext<((key: string) => void) | null>(null);

export function PictureVersionsProvider({ versions, children }: { versions: PictureVersions; children: React.ReactNode }) {
  return <VersionsContext value={versions}>{children}</VersionsContext>;
}

/** Server only (app/entry.server.tsx): where the pictures a page shows are noted. */
export function PicturesShownProvider({ shown, children }: { shown: (key: string) => void; children: React.ReactNode }) {
  return <ShownContext value={shown}>{children}</ShownContext>;
}

/** The address to show a picture at: with its version when one was uploaded. */
export function usePictureSrc(): (src: string) => string {
  const versions = useContext(VersionsContext);
  const shown = useContext(ShownContext);
  return (src) => {
    const key = shown ? pictureKey(src) : null;
    if (key !== null) shown?.(key);
    return versionedSrc(src, versions);
  };
}
