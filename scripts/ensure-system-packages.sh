#!/usr/bin/env bash
# Installs the Debian packages Tactile builds against, only when they are missing, saying which
# and what for. Quiet when nothing is missing; uses sudo when not running as root.
#
#   scripts/ensure-system-packages.sh [--tests]
#
# With --tests, also the Python modules the end-to-end tests use: from Debian for the system's
# Python, with pip for another one (a virtual environment, pyenv), which Debian's packages would
# not reach.
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
    [chromium]="a headless browser the workbench's end-to-end tests open tactile serve's page in"
)
needed=(liblua5.4-dev libedit-dev pkg-config libcairo2-dev libpango1.0-dev libchafa-dev fonts-dejavu-core lua5.4 lua-check chromium)

# The Python modules the end-to-end tests import, their Debian packages and their pip names.
declare -A module_purpose=(
    [pytest]="the end-to-end tests' runner"
    [pexpect]="driving the REPL through a pseudo-terminal"
    [xdist]="running the end-to-end tests side by side"
    [websocket]="driving headless Chromium over its DevTools protocol (the workbench's end-to-end tests)"
)
declare -A module_package=([pytest]=python3-pytest [pexpect]=python3-pexpect [xdist]=python3-pytest-xdist
    [websocket]=python3-websocket)
declare -A module_pip_name=([pytest]=pytest [pexpect]=pexpect [xdist]=pytest-xdist [websocket]=websocket-client)

missing=()
for pkg in "${needed[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done
missing_modules=()
if [ "${1:-}" = "--tests" ]; then
    for module in pytest pexpect xdist websocket; do
        python3 -c "import $module" 2>/dev/null || missing_modules+=("$module")
    done
fi
system_python=false
[ "$(python3 -c 'import sys; print(sys.prefix)' 2>/dev/null)" = /usr ] && system_python=true
if [ ${#missing_modules[@]} -gt 0 ] && $system_python; then
    for module in "${missing_modules[@]}"; do
        missing+=("${module_package[$module]}")
        purpose[${module_package[$module]}]=${module_purpose[$module]}
    done
    missing_modules=()
fi
if [ ${#missing_modules[@]} -gt 0 ]; then
    echo "tactile: installing with pip the Python modules the end-to-end tests use:" >&2
    pip_names=()
    for module in "${missing_modules[@]}"; do
        echo "  ${module_pip_name[$module]} — ${module_purpose[$module]}" >&2
        pip_names+=("${module_pip_name[$module]}")
    done
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "${pip_names[@]}" >&2
fi
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
