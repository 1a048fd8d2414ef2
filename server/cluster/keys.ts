/**
 * Every Redis key and channel the shared rooms use, under one prefix (tests give each server
 * its own, so suites written for separate in-memory servers keep their separate rooms).
 *
 * - `{p}room:{roomId}`: hash. `pw` (SHA-256 of the password), `admin` (socket id), `seq`
 *   (join counter), and one `m:{socketId}` field per member: JSON `{sid, node, name, pic, seq}`.
 * - `{p}node:{nodeId}`: hash socketId → roomId, the members a node holds (what a sweep removes).
 * - `{p}alive:{nodeId}`: the node's heartbeat, a key with a TTL.
 * - `{p}nodes`: set of node ids that may still hold members.
 * - `{p}pw:{ip}|{roomId}`: wrong-password counter, expiring with its window.
 * - channel `{p}to:{nodeId}`: everything addressed to that node's sockets.
 * - channel `{p}reviews`: news that a node saved a review (server/cluster/redisReviewNews.ts).
 *
 * The scripts build some keys inside Lua (a sweep visits rooms it learns about), so this
 * layout is for one Redis primary (with replicas or Sentinel), not Redis Cluster.
 */
export interface ClusterKeys {
  prefix: string;
  room(roomId: string): string;
  node(nodeId: string): string;
  alive(nodeId: string): string;
  nodes: string;
  passwordAttempts(ip: string, roomId: string): string;
  channel(nodeId: string): string;
  reviews: string;
}

export function clusterKeys(prefix: string): ClusterKeys {
  return {
    prefix,
    room: (roomId) => `${prefix}room:${roomId}`,
    node: (nodeId) => `${prefix}node:${nodeId}`,
    alive: (nodeId) => `${prefix}alive:${nodeId}`,
    nodes: `${prefix}nodes`,
    passwordAttempts: (ip, roomId) => `${prefix}pw:${ip}|${roomId}`,
    channel: (nodeId) => `${prefix}to:${nodeId}`,
    reviews: `${prefix}reviews`,
  };
}
