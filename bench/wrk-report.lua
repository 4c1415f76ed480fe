-- The bench's request for wrk (method, authorization and JSON body from the environment), and a
-- report of the run as one JSON line: latency percentiles in ms, requests, duration and errors.
wrk.method = os.getenv("WRK_METHOD") or "GET"
local authorization = os.getenv("WRK_AUTHORIZATION") or ""
if authorization ~= "" then wrk.headers["Authorization"] = authorization end
local body = os.getenv("WRK_BODY") or ""
if body ~= "" then
  wrk.body = body
  wrk.headers["Content-Type"] = "application/json"
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"p50":%.1f,"p95":%.1f,"p99":%.1f,"requests":%d,"durationMicros":%d,"errors":%d}\n',
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout))
end
