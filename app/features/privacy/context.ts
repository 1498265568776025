import { createContext } from "react-router";

// The privacy feature's keys of the router context the Worker fills for every request (worker/index.ts).

/** One enquiry a buyer sent, as "My enquiries" lists it (docs/decisions/152). */
export type BuyerEnquiry = {
  enquiryId: string;
  receivedAt: number;
  typeOfQuery: string;
  model: string;
  cityName: string;
  /** The sellers its copies went to; none: the site's own team. */
  sellers: string[];
  /** When consent was withdrawn (every copy), or null. */
  withdrawnAt: number | null;
  /** When erasure was asked while a dispute keeps it, or null. */
  erasureAskedAt: number | null;
};

/** A buyer's own enquiries: signed in by a one-time code, read, withdrawn, erased. */
export type BuyerAccount = {
  /** The number the request's sign-in holds, or null (none, expired, or not genuine). */
  signedIn(): Promise<string | null>;
  enquiries(mobile: string): Promise<BuyerEnquiry[]>;
  /** The Set-Cookie that signs the number in: only ever after its right code. */
  signIn(mobile: string): Promise<string>;
  signOut(): string;
  /** Withdraws consent for those enquiries (or all); how many enquiries changed. */
  withdraw(mobile: string, enquiryIds: string[] | null): Promise<number>;
  /** Erases everything sent from the number; how many enquiries' copies were erased, and how many wait for a dispute. */
  erase(mobile: string): Promise<{ erased: number; waiting: number }>;
};
export const buyerAccountContext = createContext<BuyerAccount>();
