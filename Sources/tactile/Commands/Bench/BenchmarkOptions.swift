import ArgumentParser

/// The options every model benchmark shares: how much work one measurement does, and how many
/// times it is repeated (the fastest run is reported, the least disturbed by other load).
struct BenchmarkOptions: ParsableArguments {
    @Option(help: "How many operations each measurement makes.")
    var iterations = 200_000

    @Option(help: "How many times each measurement is repeated; the fastest run is reported.")
    var repetitions = 5

    func validate() throws {
        guard iterations > 0, repetitions > 0 else {
            throw ValidationError("--iterations and --repetitions must be positive")
        }
    }
}

/// Where the plain-Lua floors a benchmark prints its figures beside are read from.
struct FloorOptions: ParsableArguments {
    @Option(help: "The folder holding the plain-Lua floors (floor_dispatch.lua, floor_knob.lua).")
    var floors = "Sources/tactile/Commands/Bench/Floors"

    /// The floor named `name` in the folder.
    func floor(_ name: String) throws -> PerformanceFloor {
        try PerformanceFloor(name, in: floors)
    }
}
