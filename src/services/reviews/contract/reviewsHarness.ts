import type { OwnReview, ReviewsPort } from '../types';

export interface Visitor {
  email: string;
  name: string;
  picture?: string;
}

/** What the contract suite needs from a backend; one implementation per adapter. */
export interface ReviewsHarness {
  /** A port acting as this visitor, signed in with a real, valid token. */
  signIn(visitor: Visitor): Promise<ReviewsPort>;
  /** A port acting with nobody signed in. */
  anonymous(): ReviewsPort;
  /** A port whose token is expired, or forged to claim this visitor. */
  withBadToken(kind: 'expired' | 'forged', visitor: Visitor): Promise<ReviewsPort>;
  /** Tries to overwrite the victim's review as the attacker; must reject. */
  writeOthersReview(attacker: Visitor, victim: OwnReview): Promise<unknown>;
  /** Moves the clock the backend judges expiry by (0 = real time). */
  setClockOffset(ms: number): void;
  /** Every stored review, expired ones too, in a stable order: to prove nothing changed. */
  stored(): Promise<unknown[]>;
  /** The stored reviews that belong to this visitor (however the backend keys them). */
  storedOf(visitor: Visitor): Promise<unknown[]>;
  /** Everything an anonymous visitor can read of the reviews, raw, as the backend hands it out. */
  publicReads(): Promise<unknown[]>;
  stop(): Promise<void>;
}
