import { createContext } from "react-router";
import type { ShownPhoto } from "#app/features/pictures/rules/gallery";
import type { PictureVersions } from "#app/shared/pictures";

// The pictures feature's keys of the router context the Worker fills for every request (worker/index.ts).

/**
 * Pictures operators uploaded: their versions (for versioned addresses,
 * app/shared/components/picture-versions.tsx) and, on the server, the note of each picture a page shows, so an upload
 * purges the cached pages that show it (docs/decisions/073-picture-versions.md).
 */
export type Pictures = {
  versions(): Promise<PictureVersions>;
  /** An owner's gallery (its folder: model/Mahindra/Treo) as its pages show it (docs/decisions/129). */
  gallery(folder: string): Promise<ShownPhoto[]>;
};
export const picturesContext = createContext<Pictures>({ versions: async () => ({}), gallery: async () => [] });
