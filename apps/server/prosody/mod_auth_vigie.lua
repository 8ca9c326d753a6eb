-- Chat logins: the password is a short-lived token issued by Vigie (/im_api/v1/get_credentials),
-- checked by the Vigie server itself. No account is stored here.
local new_sasl = require "util.sasl".new;
local ask = module:require("vigie_http").ask;

local provider = {};

function provider.test_password(username, password)
	return ask(module, "auth", { username = username; password = password });
end

-- Every Vigie user may receive messages; whether one may log in is decided per token.
function provider.user_exists()
	return true;
end

function provider.users()
	return function() return nil; end;
end

function provider.get_password()
	return nil, "not supported";
end

function provider.set_password()
	return nil, "not supported";
end

function provider.create_user()
	return nil, "not supported";
end

function provider.delete_user()
	return nil, "not supported";
end

function provider.get_sasl_handler()
	return new_sasl(module.host, {
		-- The second value says the account exists: false would mean "account disabled".
		plain_test = function(_, username, password)
			return provider.test_password(username, password), true;
		end;
	});
end

module:provides("auth", provider);
