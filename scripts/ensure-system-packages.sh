#!/usr/bin/env bash
# Installs the Debian packages Tactile builds against, only when they are missing.
# Quiet and idempotent; uses sudo when not running as root.
set -euo pipefail

needed=(liblua5.4-dev libedit-dev pkg-config)
missing=()
for pkg in "${needed[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo="sudo"
    else
        echo "tactile: need root or sudo to install: ${missing[*]}" >&2
        exit 1
    fi
fi

echo "tactile: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
