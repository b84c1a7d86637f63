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
