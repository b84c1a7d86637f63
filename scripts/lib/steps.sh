# Shared by scripts/start and scripts/test: every step says what it does on a line of its
# own (on standard error), so a first build's minutes are never silent. On a terminal a
# build shows its own progress as it goes; elsewhere (a CI log) a step's output is kept
# and shown only when the step fails.

# Says what the next step does, after the minutes and seconds since the script began
# (so a log shows where the time goes).
say() {
    printf 'tactile: [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*" >&2
}

# Runs a command with its output kept aside, shown (on standard output) only if it fails.
# The output stays in $STEP_LOG until the next step, for a caller to pick figures from.
quietly() {
    STEP_LOG=${STEP_LOG:-$(mktemp)}
    if ! "$@" >"$STEP_LOG" 2>&1; then
        cat "$STEP_LOG"
        return 1
    fi
}

# Runs a build: with its own progress on a terminal, quietly elsewhere.
build() {
    if [ -t 1 ]; then
        "$@"
    else
        quietly "$@"
    fi
}

# Starts a command in the background, its output kept in a file of its own under $BACKGROUND_LOGS
# (a folder the caller makes and removes), so that steps which do not depend on each other run
# side by side. `finish NAME` waits for it.
background() {
    local name=$1
    shift
    "$@" >"$BACKGROUND_LOGS/$name" 2>&1 &
    echo $! >"$BACKGROUND_LOGS/$name.pid"
}

# Waits for the background step NAME; shows its output when it fails, and fails too.
finish() {
    if ! wait "$(cat "$BACKGROUND_LOGS/$1.pid")"; then
        cat "$BACKGROUND_LOGS/$1"
        echo "tactile: $1 failed (its output is above)" >&2
        return 1
    fi
}

# The output a finished background step kept.
output_of() {
    cat "$BACKGROUND_LOGS/$1"
}
