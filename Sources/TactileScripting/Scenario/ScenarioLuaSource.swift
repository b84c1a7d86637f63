import LuaKit

/// The scenario API's Lua source (busted's blocks, `expect`, `traffic`, luassert's loader): the
/// files `scenario/*.lua` of TactileScriptingLua, as one chunk and the parts it loads on first use.
///
/// The chunk runs once per scenario file, in that file's fresh state, before the file, in a
/// host environment (`LuaState.makeHostEnvironment()`). It receives the mode, the host
/// functions in the order of `ScenarioHost.functions`, then the sandbox maker and the two stack-reading functions,
/// and returns the scenario's environment followed by the entry points the runner calls:
/// `test_count()`, `test_path(i)` (its line, then its names), `run_test(i)` and `plan(i…)`
/// (the tests that will run, in their order). A result
/// crosses flat (see `TestResult.init(luaValues:file:)`); in `run` mode each `it` block
/// hands its result to the host as it finishes.
enum ScenarioLuaSource {
    /// The chunk name errors and tracebacks show for the API's own frames.
    static let chunkName = "=tactile.scenario"

    /// The chunk run for every file, compiled once per process (`TrustedChunk`).
    static let chunk = TrustedChunk(
        source: joined(["prologue", "stand_ins", "luassert", "environment"]),
        chunkName: chunkName)

    /// The parts of the API that are chunks of their own, loaded when a file first uses them
    /// (`host.load_part(name, environment, host)`, which adds the host functions the part calls
    /// to `host`): the machinery of tests (`describe`, `it`, hooks,
    /// running a test, `expect`; scenario/tests_start.lua to tests_end.lua), on the first call
    /// of any of it; `expect`'s matchers (scenario/matchers.lua), on the first `expect` or
    /// luassert's loading; and luassert's loading (scenario/luassert_loading.lua), on the first
    /// use of luassert.
    static let parts = [
        "tests": TrustedChunk(
            source: joined(["tests_start", "values", "failures", "running", "blocks", "expect", "tests_end"]),
            chunkName: chunkName + ".tests"),
        "matchers": TrustedChunk(source: EmbeddedLua.source("scenario/matchers"), chunkName: chunkName + ".expect"),
        "luassert": TrustedChunk(source: EmbeddedLua.source("scenario/luassert_loading"), chunkName: chunkName + ".luassert"),
    ]

    /// The files `scenario/<name>.lua` as one chunk's text, in order.
    private static func joined(_ names: [String]) -> String {
        names.map { EmbeddedLua.source("scenario/" + $0) }.joined(separator: "\n")
    }
}
