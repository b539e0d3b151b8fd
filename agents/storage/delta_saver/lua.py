"""The delta saver's Lua scripts: each is one atomic round trip on core Redis commands only.

Every script takes the six keys of one thread, all with the thread's hash tag (one cluster
slot): KEYS = ids, records, blobs, elements, writes, generation [, legacy pointer]. Byte
layouts are described in `codec.py`. `ttl_ms` 0 = keys do not expire.
"""

from __future__ import annotations

_COMMON = r"""
local function expire_all(ttl)
  if ttl > 0 then
    for k = 1, 6 do redis.call('PEXPIRE', KEYS[k], ttl) end
  end
end
local function split(s, sep)
  local out = {}
  if s == nil or s == '' then return out end
  local pos = 1
  while true do
    local at = string.find(s, sep, pos, true)
    if not at then
      table.insert(out, string.sub(s, pos))
      return out
    end
    table.insert(out, string.sub(s, pos, at - 1))
    pos = at + 1
  end
end
local function header(rec)
  local n = tonumber(string.sub(rec, 1, 8), 16)
  return split(string.sub(rec, 9, 8 + n), '\n')
end
local function list_base(v)
  local blen = tonumber(string.sub(v, 22, 25), 16)
  if blen == 0 then return nil, 26 end
  return string.sub(v, 26, 25 + blen), 26 + blen
end
local function latest_of(ns)
  local found = redis.call('ZREVRANGEBYLEX', KEYS[1], '(' .. ns .. '\1', '(' .. ns .. '\0',
    'LIMIT', 0, 1)
  if #found == 0 then return nil end
  return string.sub(found[1], #ns + 2)
end
"""

# ARGV: ns, checkpoint id ('' = latest), cached generation, cached id, ttl_ms, known list
# fields (\n-joined: versions the caller holds, where a delta chain may stop).
# -> {0, legacy?} none | {1, gen, id, latest?} the cached one is current |
#    {2, gen, id, latest?, record, writes, {field, blob, ...}, {ref, element, ...}}
GET = (
    _COMMON
    + r"""
local ns, cid = ARGV[1], ARGV[2]
local gen = redis.call('GET', KEYS[6])
if not gen then
  local legacy = 0
  if KEYS[7] then legacy = redis.call('EXISTS', KEYS[7]) end
  return {0, legacy}
end
local latest = latest_of(ns)
if cid == '' then
  if not latest then return {0, 0} end
  cid = latest
end
local member = ns .. '\0' .. cid
local rec = redis.call('HGET', KEYS[2], member)
if not rec then return {0, 0} end
expire_all(tonumber(ARGV[5]))
local is_latest = 0
if cid == latest then is_latest = 1 end
if ARGV[3] == gen and ARGV[4] == cid then return {1, gen, cid, is_latest} end
local known = {}
for _, f in ipairs(split(ARGV[6], '\n')) do known[f] = true end
local blobs, seen, refs, order = {}, {}, {}, {}
local function walk(d)
  while d and not known[d] and not seen[d] do
    local v = redis.call('HGET', KEYS[3], d)
    if not v then return end
    seen[d] = true
    table.insert(blobs, d)
    table.insert(blobs, v)
    local base, at = list_base(v)
    for i = at, #v, 16 do
      local r = string.sub(v, i, i + 15)
      if not refs[r] then refs[r] = true; table.insert(order, r) end
    end
    d = base
  end
end
for _, field in ipairs(header(rec)) do
  local v = redis.call('HGET', KEYS[3], field)
  if v and not seen[field] then
    seen[field] = true
    table.insert(blobs, field)
    table.insert(blobs, v)
    if string.sub(v, 1, 1) == 'P' then walk(string.sub(v, 2)) end
  end
end
local elements = {}
for i = 1, #order, 500 do
  local chunk = {}
  for j = i, math.min(i + 499, #order) do table.insert(chunk, order[j]) end
  local got = redis.call('HMGET', KEYS[4], unpack(chunk))
  for j = 1, #chunk do
    if got[j] then
      table.insert(elements, chunk[j])
      table.insert(elements, got[j])
    end
  end
end
local writes = redis.call('HGET', KEYS[5], member) or ''
return {2, gen, cid, is_latest, rec, writes, blobs, elements}
"""
)

# ARGV: ns, id, record, new generation, ttl_ms, n blobs, (field, blob) x n, n bases,
# base delta field x n, then (ref, element) pairs to the end. A blob `E` (an emptied channel)
# is stored as no field at all: a read skips a missing version as it skips an empty one.
# -> {status, the generation before}: status 0 a base is gone (nothing written: send the
#    lists whole) | 1 stored | 2 stored, and the checkpoint already has writes
PUT = (
    _COMMON
    + r"""
local nb = tonumber(ARGV[6])
local i = 7 + 2 * nb
local nbase = tonumber(ARGV[i])
for j = i + 1, i + nbase do
  if redis.call('HEXISTS', KEYS[3], ARGV[j]) == 0 then return {0, false} end
end
local member = ARGV[1] .. '\0' .. ARGV[2]
local before = redis.call('GET', KEYS[6])
redis.call('ZADD', KEYS[1], 0, member)
redis.call('HSET', KEYS[2], member, ARGV[3])
for j = 7, 6 + 2 * nb, 2 do
  if ARGV[j + 1] == 'E' then
    redis.call('HDEL', KEYS[3], ARGV[j])
  else
    redis.call('HSET', KEYS[3], ARGV[j], ARGV[j + 1])
  end
end
for j = i + nbase + 1, #ARGV, 2 do redis.call('HSETNX', KEYS[4], ARGV[j], ARGV[j + 1]) end
redis.call('SET', KEYS[6], ARGV[4])
expire_all(tonumber(ARGV[5]))
return {1 + redis.call('HEXISTS', KEYS[5], member), before}
"""
)

# ARGV: ns, id, new generation, ttl_ms, then (key, replace 0/1, entry) per write.
# A write whose key (task, idx) is stored already is kept unless it may replace (idx < 0).
PUT_WRITES = (
    _COMMON
    + r"""
local member = ARGV[1] .. '\0' .. ARGV[2]
local raw = redis.call('HGET', KEYS[5], member) or ''
local keys, entries = {}, {}
local pos = 1
while pos <= #raw do
  local klen = tonumber(string.sub(raw, pos, pos + 3), 16)
  local key = string.sub(raw, pos + 4, pos + 3 + klen)
  local vlen = tonumber(string.sub(raw, pos + 4 + klen, pos + 11 + klen), 16)
  local stop = pos + 11 + klen + vlen
  table.insert(keys, key)
  entries[key] = string.sub(raw, pos, stop)
  pos = stop + 1
end
local before = {}
for _, k in ipairs(keys) do before[k] = true end
for j = 5, #ARGV, 3 do
  local key, replace, entry = ARGV[j], ARGV[j + 1], ARGV[j + 2]
  if not entries[key] then
    table.insert(keys, key)
    entries[key] = entry
  elseif replace == '1' or not before[key] then
    entries[key] = entry
  end
end
local out = {}
for _, k in ipairs(keys) do table.insert(out, entries[k]) end
redis.call('HSET', KEYS[5], member, table.concat(out))
redis.call('SET', KEYS[6], ARGV[3])
expire_all(tonumber(ARGV[4]))
return 1
"""
)

# ARGV: keep_last (per namespace), new generation, ttl_ms. Deletes all but the newest
# `keep_last` checkpoints of each namespace with their writes, then every blob and element
# no remaining checkpoint can reach. -> how many checkpoints were deleted.
PRUNE = (
    _COMMON
    + r"""
local keep = tonumber(ARGV[1])
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
local by_ns, order = {}, {}
for _, m in ipairs(members) do
  local ns = string.sub(m, 1, string.find(m, '\0', 1, true) - 1)
  if not by_ns[ns] then by_ns[ns] = {}; table.insert(order, ns) end
  table.insert(by_ns[ns], m)
end
local deleted, kept = 0, {}
for _, ns in ipairs(order) do
  local list = by_ns[ns]
  for idx, m in ipairs(list) do
    if idx <= #list - keep then
      redis.call('ZREM', KEYS[1], m)
      redis.call('HDEL', KEYS[2], m)
      redis.call('HDEL', KEYS[5], m)
      deleted = deleted + 1
    else
      table.insert(kept, m)
    end
  end
end
if #kept == 0 then
  if deleted > 0 then redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]) end
  return deleted
end
if deleted == 0 then return 0 end
local reach, refs = {}, {}
for _, m in ipairs(kept) do
  local rec = redis.call('HGET', KEYS[2], m)
  for _, field in ipairs(header(rec)) do
    local v = redis.call('HGET', KEYS[3], field)
    if v then
      reach[field] = true
      local d = nil
      if string.sub(v, 1, 1) == 'P' then d = string.sub(v, 2) end
      while d and not reach[d] do
        local dv = redis.call('HGET', KEYS[3], d)
        if not dv then break end
        reach[d] = true
        local base, at = list_base(dv)
        for i = at, #dv, 16 do refs[string.sub(dv, i, i + 15)] = true end
        d = base
      end
    end
  end
end
for _, f in ipairs(redis.call('HKEYS', KEYS[3])) do
  if not reach[f] then redis.call('HDEL', KEYS[3], f) end
end
for _, r in ipairs(redis.call('HKEYS', KEYS[4])) do
  if not refs[r] then redis.call('HDEL', KEYS[4], r) end
end
redis.call('SET', KEYS[6], ARGV[2])
expire_all(tonumber(ARGV[3]))
return deleted
"""
)
