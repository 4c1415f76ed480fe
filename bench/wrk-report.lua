-- The bench's request for wrk (method, authorization and JSON body from the environment), and a
-- report of the run as one JSON line: latency percentiles in ms, requests, duration and errors.
-- WRK_PATHS (paths separated by commas) makes each request go to the next path in turn, each
-- thread starting at its own place in the list.
wrk.method = os.getenv("WRK_METHOD") or "GET"
local authorization = os.getenv("WRK_AUTHORIZATION") or ""
if authorization ~= "" then wrk.headers["Authorization"] = authorization end
local body = os.getenv("WRK_BODY") or ""
if body ~= "" then
  wrk.body = body
  wrk.headers["Content-Type"] = "application/json"
end

local paths = {}
for path in string.gmatch(os.getenv("WRK_PATHS") or "", "[^,]+") do paths[#paths + 1] = path end

local threads = 0
function setup(thread)
  thread:set("first", threads)
  threads = threads + 1
end

if #paths > 0 then
  local turn = 0
  function init(args)
    turn = (first or 0) * math.floor(#paths / 2)
  end
  function request()
    turn = turn + 1
    return wrk.format(nil, paths[(turn % #paths) + 1])
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"p50":%.1f,"p95":%.1f,"p99":%.1f,"requests":%d,"durationMicros":%d,"errors":%d}\n',
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout))
end
