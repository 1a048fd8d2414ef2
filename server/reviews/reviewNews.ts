/**
 * News that the reviews changed, between the nodes of a cluster (README: Several nodes). Nodes
 * on one machine share one SQLite file, so the news carries no reviews: a node that hears it
 * reads the file and pushes the Latest Feedbacks list to its own streams, as after its own
 * writes. (Pushing the writer's list instead would let two writes at the same moment on two
 * nodes leave each node showing the other's older list.)
 */
export interface ReviewNews {
  /** Tells the other nodes that this one saved a review. */
  announce(): void;
  /** Calls `changed` whenever another node saved one, or news may have been missed (Redis came back). */
  listen(changed: () => void): void;
  close(): Promise<void>;
}
