#!/usr/bin/env bash
# The browser journey through LemonLDAP::NG (issue 20). It needs Debian's packages:
#   apt-get install --no-install-recommends lemonldap-ng lemonldap-ng-fastcgi-server nginx \
#     libstring-random-perl libio-string-perl libgd-securityimage-perl libimage-magick-perl openssl
# Without LemonLDAP::NG it says so and skips; anything else missing fails.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/sbin/llng-fastcgi-server ] || [ ! -d /usr/share/lemonldap-ng/portal ]; then
  echo "LemonLDAP::NG journey skipped: lemonldap-ng and lemonldap-ng-fastcgi-server are not installed."
  exit 0
fi
# Both portal servers run the same build: made once here, not by each.
npm run build --prefix ..
exec npx playwright test --config lemonldap/playwright.config.ts "$@"
