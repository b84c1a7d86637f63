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

/// Where a benchmark's Lua is read from, in the repository when it runs: the plain-Lua floors
/// its figures are printed beside (`Floors/`), the scenes it builds (`Scenes/`) and the fuller
/// pure-Lua models it prints for scale (`Models/`).
struct BenchLuaOptions: ParsableArguments {
    @Option(name: .customLong("bench-lua"),
            help: ArgumentHelp("The folder holding the benchmarks' Floors/, Scenes/ and Models/.", valueName: "folder"))
    var folder = BenchLua.repositoryFolder

    var files: BenchLua { BenchLua(folder: folder) }
}
