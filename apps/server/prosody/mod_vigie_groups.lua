-- The Vigie server rewrites the groups file (every active user, named as in Vigie) when users change,
-- then sends SIGUSR1. mod_groups reads its file only when loaded, and puts its contacts only into
-- rosters loaded afterwards: so it is reloaded here, cached rosters are dropped, and the rosters of
-- online users are redone, each change pushed to their clients.
local modulemanager = require "core.modulemanager";
local roster_push = require "core.rostermanager".roster_push;

local host = module.host;

-- The contacts mod_groups put in a roster (marked not to be stored), with their names.
local function group_contacts(roster)
	local contacts = {};
	for jid, item in pairs(roster) do
		if jid and item.persist == false then contacts[jid] = item.name or ""; end
	end
	return contacts;
end

local function redo_roster(username, roster, inject)
	local before = group_contacts(roster);
	for jid in pairs(before) do roster[jid] = nil; end
	inject({ username = username; host = host; roster = roster });
	local after = group_contacts(roster);
	for jid, name in pairs(after) do
		if before[jid] ~= name then roster_push(username, host, jid); end
	end
	for jid in pairs(before) do
		if after[jid] == nil then roster_push(username, host, jid); end
	end
end

module:hook_global("signal/SIGUSR1", function()
	module:log("info", "Reloading the groups file");
	modulemanager.reload(host, "groups");
	prosody.hosts[host].roster_cache = nil;
	local groups = modulemanager.get_module(host, "groups");
	if not (groups and groups.inject_roster_contacts) then return; end
	for username, user in pairs(prosody.hosts[host].sessions) do
		if user.roster then redo_roster(username, user.roster, groups.inject_roster_contacts); end
	end
end);
