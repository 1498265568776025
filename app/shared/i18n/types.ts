import type { messagesFor } from "../../messages.server";

/** One language's messages of every feature, as the root loader sends them. */
export type Messages = ReturnType<typeof messagesFor>;
