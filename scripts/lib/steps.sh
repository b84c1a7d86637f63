# Shared by scripts/start and scripts/test: every step says what it does on a line of its
# own (on standard error), so a first build's minutes are never silent. On a terminal a
# build shows its own progress as it goes; elsewhere (a CI log) a step's output is kept
# and shown only when the step fails.

# Says what the next step does.
say() {
    echo "tactile: $*" >&2
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
