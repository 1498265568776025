import { createContext, useContext } from "react";
import { drawingImage } from "#app/shared/images";
import { type PictureVersions, pictureKey, versionedSrc } from "#app/shared/pictures";
import type { Family } from "#app/shared/vehicle-family";

// Uploaded pictures are shown at their versioned address (docs/decisions/073-picture-versions.md):
// the root loader hands every page the version map. A model's picture not uploaded yet
// is shown as its family's drawing, at an address all models of the family share (decision 103).

const VersionsContext = createContext<PictureVersions>({});

export function PictureVersionsProvider({ versions, children }: { versions: PictureVersions; children: React.ReactNode }) {
  return <VersionsContext value={versions}>{children}</VersionsContext>;
}

/** What to draw in place of a picture no operator has uploaded. */
export type Drawing = { family: Family; width: number; height: number };

/** The address to show a picture at: with its version when one was uploaded, else its drawing. */
export function usePictureSrc(): (src: string, drawing?: Drawing) => string {
  const versions = useContext(VersionsContext);
  return (src, drawing) => {
    const key = pictureKey(src);
    if (drawing && (key === null || !versions[key])) return drawingImage(drawing.family, drawing);
    return versionedSrc(src, versions);
  };
}

/** An uploaded picture's versioned address, or null where no operator uploaded one. */
export function useUploadedSrc(src: string): string | null {
  const versions = useContext(VersionsContext);
  const key = pictureKey(src);
  return key !== null && versions[key] ? versionedSrc(src, versions) : null;
}
