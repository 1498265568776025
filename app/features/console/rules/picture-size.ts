import { MAX_PICTURE_BYTES } from "#app/shared/pictures";

/** The largest picture an operator may send, in MB, as the pictures page words it. */
export const PICTURE_MB = MAX_PICTURE_BYTES / 1024 / 1024;
