/**
 * The Lua scripts that change rooms in Redis. Each runs atomically, so two joins racing on two
 * nodes for the last place are decided one after the other, and the messages a change causes
 * ('new client', 'client left') are published inside the same script: no node can crash between
 * changing a room and telling its members. Messages on a node's channel are a JSON header line
 * (`kind`, `to`, `room`, `from`, and `node` for a joiner) followed by the body sent to the socket.
 */

/** Members of a room hash in join order (the order 'clients' lists them and admin passes on). */
const MEMBERS_OF = `
local function members_of(room_key)
  local fields = redis.call('HGETALL', room_key)
  local list = {}
  for i = 1, #fields, 2 do
    if string.sub(fields[i], 1, 2) == 'm:' then table.insert(list, cjson.decode(fields[i + 1])) end
  end
  table.sort(list, function(a, b) return a.seq < b.seq end)
  return list
end
`;

/** Removes one member; returns 0 if it was not there, so a second leave (or sweep) tells nobody. */
const LEAVE_ROOM = `${MEMBERS_OF}
local function leave_room(room_key, sid, room_id, channel_prefix)
  if redis.call('HDEL', room_key, 'm:' .. sid) == 0 then return 0 end
  local remaining = members_of(room_key)
  if #remaining == 0 then
    redis.call('DEL', room_key)
    return 1
  end
  local admin = redis.call('HGET', room_key, 'admin')
  if admin == sid then
    admin = remaining[1].sid
    redis.call('HSET', room_key, 'admin', admin)
  end
  local body = cjson.encode({ type = 'client left', socketId = sid, admin = admin })
  for _, other in ipairs(remaining) do
    local header = cjson.encode({ kind = 'left', to = other.sid, room = room_id, from = sid })
    redis.call('PUBLISH', channel_prefix .. other.node, header .. '\\n' .. body)
  end
  return 1
end
`;

/**
 * KEYS: room, node hash, node heartbeat. ARGV: socket id, password digest, member JSON, room id.
 * A node whose heartbeat expired may already have been swept: it must not add members that no
 * sweep would ever remove, so it is refused until it registers again.
 */
export const CREATE_ROOM = `
if redis.call('EXISTS', KEYS[3]) == 0 then return { 'unavailable' } end
if redis.call('EXISTS', KEYS[1]) == 1 then return { 'exists' } end
local member = cjson.decode(ARGV[3])
member.seq = 1
redis.call('HSET', KEYS[1], 'pw', ARGV[2], 'admin', ARGV[1], 'seq', 1, 'm:' .. ARGV[1], cjson.encode(member))
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
return { 'ok', ARGV[1], cjson.encode({ member }) }
`;

/**
 * KEYS: room, node hash, node heartbeat, wrong-password counter of (IP, room).
 * ARGV: socket id, password digest, member JSON, room id, attempts allowed, window ms,
 * channel prefix, capacity. Same order of checks as the in-memory registry: the attempt
 * limit, the room, the password, then capacity (only someone with the password learns it is full).
 */
export const JOIN_ROOM = `${MEMBERS_OF}
if redis.call('EXISTS', KEYS[3]) == 0 then return { 'unavailable' } end
local tries = tonumber(redis.call('GET', KEYS[4]) or '0')
if tries >= tonumber(ARGV[5]) then return { 'tooManyPasswords' } end
if redis.call('EXISTS', KEYS[1]) == 0 then return { 'missing' } end
if redis.call('HGET', KEYS[1], 'pw') ~= ARGV[2] then
  if redis.call('INCR', KEYS[4]) == 1 then redis.call('PEXPIRE', KEYS[4], ARGV[6]) end
  return { 'wrong-password' }
end
local members = members_of(KEYS[1])
if #members >= tonumber(ARGV[8]) then return { 'full' } end
local member = cjson.decode(ARGV[3])
member.seq = redis.call('HINCRBY', KEYS[1], 'seq', 1)
redis.call('HSET', KEYS[1], 'm:' .. ARGV[1], cjson.encode(member))
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
local body = cjson.encode({ type = 'new client', name = member.name, socketId = member.sid, profilePic = member.pic })
for _, other in ipairs(members) do
  local header = cjson.encode({ kind = 'joined', to = other.sid, room = ARGV[4], from = member.sid, node = member.node })
  redis.call('PUBLISH', ARGV[7] .. other.node, header .. '\\n' .. body)
end
table.insert(members, member)
return { 'ok', redis.call('HGET', KEYS[1], 'admin'), cjson.encode(members) }
`;

/** KEYS: room, the member's node hash. ARGV: socket id, room id, channel prefix. */
export const LEAVE = `${LEAVE_ROOM}
redis.call('HDEL', KEYS[2], ARGV[1])
return leave_room(KEYS[1], ARGV[1], ARGV[2], ARGV[3])
`;

/**
 * KEYS: the set of nodes. ARGV: key prefix, channel prefix. Every node whose heartbeat key has
 * expired loses its members (each remaining member is told once) and leaves the set. Whichever
 * live node runs this first does the work; for the others it finds nothing left.
 */
export const SWEEP_DEAD_NODES = `${LEAVE_ROOM}
local swept = 0
for _, node in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', ARGV[1] .. 'alive:' .. node) == 0 then
    local held = redis.call('HGETALL', ARGV[1] .. 'node:' .. node)
    for i = 1, #held, 2 do
      swept = swept + leave_room(ARGV[1] .. 'room:' .. held[i + 1], held[i], held[i + 1], ARGV[2])
    end
    redis.call('DEL', ARGV[1] .. 'node:' .. node)
    redis.call('SREM', KEYS[1], node)
  end
end
return swept
`;
