-- Asks the Vigie server a yes-or-no question over HTTP without blocking Prosody: the calling
-- coroutine (a client session's async thread) waits while other sessions keep being served.
local http = require "net.http";
local json = require "util.json";
local async = require "util.async";

local TIMEOUT_SECONDS = 5;

-- POSTs `body` as JSON to `<vigie_api_url>/<path>`; true only for a 200 answer.
local function ask(module, path, body)
	local base = module:get_option_string("vigie_api_url");
	local secret = module:get_option_string("vigie_api_secret");
	if not (base and secret) then
		module:log("error", "vigie_api_url and vigie_api_secret must be set");
		return false;
	end
	if not async.ready() then
		module:log("error", "Vigie check outside an async context: refused");
		return false;
	end
	local wait, done = async.waiter();
	local settled, allowed = false, false;
	local function settle(ok)
		if settled then return; end
		settled, allowed = true, ok;
		done();
	end
	http.request(base .. "/" .. path, {
		method = "POST";
		body = json.encode(body);
		headers = { ["Content-Type"] = "application/json"; ["X-Vigie-Secret"] = secret };
	}, function(_, code)
		if code ~= 200 and code ~= 401 and code ~= 403 then
			module:log("warn", "Vigie answered %s to %s", tostring(code), path);
		end
		settle(code == 200);
	end);
	module:add_timer(TIMEOUT_SECONDS, function()
		if not settled then module:log("warn", "Vigie did not answer %s in time", path); end
		settle(false);
	end);
	wait();
	return allowed;
end

return { ask = ask };
