-- Theme rooms: a room named after a confidential theme's chat_room admits only users with
-- confidential access. Vigie decides, at each join and each archive query, from live data.
local st = require "util.stanza";
local jid_split = require "util.jid".split;
local ask = module:require("vigie_http").ask;

local user_host = module:get_option_string("vigie_user_host");

local function may_enter(user_jid, room_jid)
	local username, host = jid_split(user_jid);
	local room = jid_split(room_jid);
	if not (username and room) or host ~= user_host then return false; end
	return ask(module, "room-access", { username = username; room = room });
end

module:hook("muc-occupant-pre-join", function(event)
	if may_enter(event.stanza.attr.from, event.room.jid) then return; end
	event.origin.send(st.error_reply(event.stanza, "auth", "forbidden", nil, event.room.jid):up());
	return true;
end, 5);

-- Runs before mod_muc_mam's handler: an open room's archive is otherwise readable without joining.
module:hook("iq-set/bare/urn:xmpp:mam:2:query", function(event)
	if may_enter(event.stanza.attr.from, event.stanza.attr.to) then return; end
	event.origin.send(st.error_reply(event.stanza, "auth", "forbidden"));
	return true;
end, 5);
