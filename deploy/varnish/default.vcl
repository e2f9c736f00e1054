vcl 4.1;
#
# Varnish in front of the Cardinalis executable (Debian's varnish 7.x).
# See the README, "A caching proxy in front: Varnish", and decision 035.
#
#   ./dist/cardinalis --host 127.0.0.1 --port 3000 --db /var/lib/cardinalis/site.db   (with TRUST_PROXY=1)
#   varnishd -f /path/to/deploy/varnish/default.vcl -a :80 -s malloc,256m
#
# What it does:
# - caches what the site marks public (pages, directory reads, the conclave's
#   state), for as long as its Cache-Control says, and nothing the site leaves
#   unmarked;
# - passes, uncached and with their cookies, the votes and polls, the
#   operator's routes and anything sent with the operator's session;
# - drops the visitor cookie from every other request, so that a browser that
#   has one (every browser after its first page) still gets cached pages;
# - keeps answering with the copies it holds while the site is down, for as
#   long as their stale-if-error allows.

import std;

# The executable. The bench writes its own port here; change it to yours.
backend cardinalis {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    # Event streams send a comment every 15 s; a minute of silence means the stream is dead.
    .between_bytes_timeout = 60s;
    # A cheap public answer every 2 s. The site counts as down once 4 of the last 5 went unanswered
    # (about 8 s), and then held copies are served at once instead of each request first trying the site;
    # until then a failed fetch falls back to the held copy anyway (vcl_deliver). Lenient on purpose: a
    # site marked down gets no requests at all, so a busy site that answers slowly must not be marked down.
    .probe = {
        .url = "/api/conclave";
        .interval = 2s;
        .timeout = 5s;
        .window = 5;
        .threshold = 2;
        .initial = 2;
    }
}

sub vcl_recv {
    # Only the restarts below set these; a client cannot.
    if (req.restarts == 0) {
        unset req.http.X-Cardinalis-Origin-Failed;
        unset req.http.X-Cardinalis-Refetch;

        # The site writes its own address (scheme and host) into pages and cookies, from the forwarding
        # headers it trusts (TRUST_PROXY). Anything a client writes there must neither reach a page that
        # Varnish then gives everyone, nor split the cache into endless copies. So the host is the Host
        # Varnish received, and the scheme is one word: "https" when the nearest proxy in front (a TLS
        # terminator) says so in the rightmost entry, else "http"; it is part of the cache key (vcl_hash).
        set req.http.X-Forwarded-Host = req.http.host;
        if (req.http.X-Forwarded-Proto ~ "(?i)(^|,)\s*https\s*$") {
            set req.http.X-Forwarded-Proto = "https";
        } else {
            set req.http.X-Forwarded-Proto = "http";
        }
    }
    # A stale copy past its stale-while-revalidate while the site answers: look up again ignoring stale
    # copies, which fetches afresh (vcl_hit cannot ask for a fetch itself).
    if (req.http.X-Cardinalis-Refetch && !req.http.X-Cardinalis-Origin-Failed) {
        set req.grace = 0s;
    } else {
        # A restart keeps req.grace: after a failed refetch the held copy must count again, for as long
        # as its own grace allows (ten years is no limit at all).
        set req.grace = 3650d;
    }

    # The operator: the dashboard, its API, and every request carrying its session (admin_session over
    # http, __Host-admin_session over https) reach the site as they are and are never stored.
    if (req.url ~ "^/admin1190" || req.url ~ "^/api/admin(/|\?|$)" || req.http.Cookie ~ "(^|;\s*)(__Host-)?admin_session=") {
        return (pass);
    }
    # A visitor's own answers: the cookie is how the site counts one vote per visitor.
    if (req.url ~ "^/api/(votes|polls)(/|\?|$)") {
        return (pass);
    }
    # Event streams are one long answer per page: passed and streamed, never stored.
    if (req.url ~ "^/api/conclave/events") {
        return (pass);
    }
    # Writes (corrections, sign-in) and anything but reading.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # Every page calls /api/seed-data once it has loaded. A new visitor (no visitor cookie) gets the
    # cookie from the site; a returning one gets the same public counts as everyone, which the site
    # marks public for them, so it is looked up in the cache and, on a miss, fetched with the cookie.
    if (req.url ~ "^/api/seed-data(\?|$)") {
        if (req.http.Cookie !~ "(^|;\s*)visitor=") {
            return (pass);
        }
        return (hash);
    }

    # Everything else is the same for every visitor: the visitor cookie says nothing the answer depends on.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_hash {
    # The scheme the page was rendered for (its links and canonical address), then the default: URL and
    # Host. Vary covers Accept-Encoding.
    hash_data(req.http.X-Forwarded-Proto);
}

sub vcl_hit {
    if (obj.ttl >= 0s) {
        return (deliver);
    }
    # Stale. While the site answers, a copy within its stale-while-revalidate is served and refreshed in
    # the background; an older one is fetched afresh (by a restart, see vcl_recv). While the site is
    # down (or this request's fetch just failed), any copy within its stale-if-error is served.
    if (std.healthy(req.backend_hint) && !req.http.X-Cardinalis-Origin-Failed && !req.http.X-Cardinalis-Refetch) {
        if (obj.ttl + std.duration(obj.http.X-Cardinalis-Swr + "s", 0s) > 0s) {
            return (deliver);
        }
        set req.http.X-Cardinalis-Refetch = "1";
        return (restart);
    }
    return (deliver);
}

sub vcl_backend_response {
    # A failing site must not replace a good copy: a background refresh that meets an error is dropped
    # and the copy stays; a foreground one is restarted in vcl_deliver to serve the copy.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Only what the site marks public is stored (an answer without Cache-Control is passed next time).
    if (beresp.http.Cache-Control !~ "(?i)(^|,)\s*public\s*(,|$)") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Varnish sets grace from stale-while-revalidate; keep that apart, then extend grace to stale-if-error.
    set beresp.http.X-Cardinalis-Swr = beresp.grace;
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=([0-9]+).*$", "\1") + "s", beresp.grace);
    }
    # The builtin logic still applies after this: Set-Cookie, no-store and private are never stored.
}

sub vcl_backend_error {
    # The site could not be reached (or timed out). A background refresh keeps the copy it had;
    # a foreground fetch answers 503, which vcl_deliver turns into a restart that serves the copy.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    # A fetch for a stale copy failed: look again, this time taking the copy as the answer (vcl_hit).
    # Nothing held (a page never fetched): the 503 goes out.
    if (resp.status >= 500 && req.method == "GET" && !obj.uncacheable && !req.http.X-Cardinalis-Origin-Failed) {
        set req.http.X-Cardinalis-Origin-Failed = "1";
        return (restart);
    }
    unset resp.http.X-Cardinalis-Swr;
}
