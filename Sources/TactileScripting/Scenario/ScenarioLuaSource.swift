/// The scenario API's Lua source (busted-style blocks, `expect`, `traffic`), kept in
/// Swift string literals so that a copied or relocated `tactile` binary needs no
/// resource files beside it.
///
/// The chunk runs once per scenario file, in that file's fresh state, before the file.
/// It receives the host functions in the order of `ScenarioHost.Function` and returns
/// the scenario's environment followed by the entry points the runner calls:
/// `test_count()`, `test_path(i)` (its line, then its names), `run_test(i)`, `inline_count()`, `inline_result(i)`. A result is
/// returned flat: status, error kind, message, line, location, traceback, output,
/// then the names of the test's path.
enum ScenarioLuaSource {
    /// The chunk name errors and tracebacks show for the API's own frames.
    static let chunkName = "=tactile.scenario"

    /// The whole chunk.
    static let text = [prologue, values, blocks, expect, environment].joined(separator: "\n")
}
