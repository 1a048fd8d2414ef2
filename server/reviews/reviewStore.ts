import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  expiryFor,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  LATEST_REVIEWS_LIMIT,
  RATING_MAX,
  RATING_MIN,
  type ReviewDraft,
} from '../../src/services/reviews/reviewRules';
import type { LatestReview, OwnReview } from '../../src/services/reviews/types';

/** Who writes a review: always taken from a verified ID token, never from a request body. */
export interface ReviewAuthor {
  uid: string;
  email: string;
  name: string;
  picture: string;
}

interface Row {
  id: string;
  email: string;
  user_name: string;
  profile_pic: string;
  feedback: string;
  rating: number;
  expiry: number;
}

export interface ReviewStore {
  latest(): LatestReview[];
  findByEmail(email: string): OwnReview | null;
  findById(id: string): OwnReview | null;
  /** One review per email: a second submission replaces the first and keeps its id. */
  upsert(author: ReviewAuthor, draft: ReviewDraft): OwnReview;
  count(): number;
  close(): void;
}

const toOwn = (row: Row): OwnReview => ({
  id: row.id,
  email: row.email,
  userName: row.user_name,
  profilePic: row.profile_pic,
  feedback: row.feedback,
  rating: row.rating,
  expiry: row.expiry,
});

const toLatest = (row: Row): LatestReview => {
  const { email: _email, ...rest } = toOwn(row);
  return rest;
};

/**
 * Reviews in SQLite, one file in the data directory. WAL lets readers (the live list) run
 * beside a writer; the UNIQUE email column is what makes "one review per email" hold even if
 * two processes ever share the file. The CHECK constraints repeat the rules as a last line.
 */
export function openReviewStore(dataDir: string, now: () => number = Date.now): ReviewStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'reviews.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  // The checks are a last guard behind reviewRules (which counts code points, as SQLite's
  // length() does), written from the same constants so a changed limit cannot turn a refused
  // draft's 400 into the database's 500.
  db.exec(`CREATE TABLE IF NOT EXISTS reviews (
    id TEXT PRIMARY KEY,
    uid TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    user_name TEXT NOT NULL,
    profile_pic TEXT NOT NULL,
    feedback TEXT NOT NULL CHECK (length(feedback) BETWEEN ${FEEDBACK_MIN_LENGTH} AND ${FEEDBACK_MAX_LENGTH}),
    rating INTEGER NOT NULL CHECK (rating BETWEEN ${RATING_MIN} AND ${RATING_MAX}),
    submitted_at INTEGER NOT NULL,
    expiry INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS reviews_by_expiry ON reviews (expiry DESC);`);

  const latest = db.prepare<[number, number], Row>('SELECT * FROM reviews WHERE expiry > ? ORDER BY submitted_at DESC, id LIMIT ?');
  const byEmail = db.prepare<[string, number], Row>('SELECT * FROM reviews WHERE email = ? AND expiry > ?');
  const byId = db.prepare<[string, number], Row>('SELECT * FROM reviews WHERE id = ? AND expiry > ?');
  const upsert = db.prepare<Record<string, string | number>, Row>(`INSERT INTO reviews
      (id, uid, email, user_name, profile_pic, feedback, rating, submitted_at, expiry)
      VALUES (@id, @uid, @email, @userName, @profilePic, @feedback, @rating, @submittedAt, @expiry)
    ON CONFLICT (email) DO UPDATE SET uid = excluded.uid, user_name = excluded.user_name,
      profile_pic = excluded.profile_pic, feedback = excluded.feedback, rating = excluded.rating,
      submitted_at = excluded.submitted_at, expiry = excluded.expiry
    RETURNING *`);
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM reviews');

  return {
    latest: () => latest.all(now(), LATEST_REVIEWS_LIMIT).map(toLatest),
    findByEmail(email) {
      const row = byEmail.get(email, now());
      return row ? toOwn(row) : null;
    },
    findById(id) {
      const row = byId.get(id, now());
      return row ? toOwn(row) : null;
    },
    upsert(author, draft) {
      const submittedAt = now();
      const row = upsert.get({
        id: crypto.randomUUID(),
        uid: author.uid,
        email: author.email,
        userName: author.name,
        profilePic: author.picture,
        feedback: draft.feedback,
        rating: draft.rating,
        submittedAt,
        expiry: expiryFor(submittedAt),
      }) as Row;
      return toOwn(row);
    },
    count: () => count.get()?.n ?? 0,
    close: () => db.close(),
  };
}
