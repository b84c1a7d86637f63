#!/usr/bin/env bash
# Installs the Debian packages Tactile builds against, only when they are missing, saying which
# and what for. Quiet when nothing is missing; uses sudo when not running as root.
set -euo pipefail

# Each package and what Tactile needs it for.
declare -A purpose=(
    [liblua5.4-dev]="the embedded Lua interpreter"
    [libedit-dev]="the REPL's line editing"
    [pkg-config]="finding the libraries when building"
    [libcairo2-dev]="drawing pixels and reading and writing PNG"
    [libpango1.0-dev]="laying out and drawing text"
    [libchafa-dev]="pictures in the terminal"
    [fonts-dejavu-core]="the font every picture's text is drawn in"
    [lua5.4]="Lua's own interpreter, which tests compare Tactile's Lua against"
    [lua-check]="luacheck, which tests run with the standard tactile types writes"
    [lua-luassert]="luassert (and say), busted's assertions, built into the scenario runner"
)
needed=(liblua5.4-dev libedit-dev pkg-config libcairo2-dev libpango1.0-dev libchafa-dev fonts-dejavu-core lua5.4 lua-check lua-luassert)

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

echo "tactile: installing the system packages Tactile builds against:" >&2
for pkg in "${missing[@]}"; do
    echo "  $pkg — ${purpose[$pkg]}" >&2
done
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
